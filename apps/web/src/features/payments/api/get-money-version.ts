import { queryOptions } from '@tanstack/react-query';
import type { MoneyVersion } from '@pool/contract';
import type { AccountRef } from '@/lib/account';
import { api } from '@/lib/api-client';
import { paymentKeys } from './keys';

/**
 * How often an open money page asks whether the account's money changed: one small read
 * (an index lookup on the server) instead of every money figure polling on its own clock.
 */
export const moneyVersionPollMs = 15_000;

/**
 * GET …/{id}/money-version: a value that changes whenever the account's money does. The
 * dashboard polls it, so it is taken as the server wrote it through the contract's schema,
 * without the schema library on the first visit.
 */
export async function getMoneyVersion(account: AccountRef, signal?: AbortSignal): Promise<MoneyVersion> {
  return api(`GET /${account.kind}/{id}/money-version`, { params: { id: account.id }, signal });
}

export const moneyVersionQueryOptions = (account: AccountRef) =>
  queryOptions({
    queryKey: paymentKeys.moneyVersion(account),
    queryFn: ({ signal }) => getMoneyVersion(account, signal),
    refetchInterval: moneyVersionPollMs,
  });
