import { queryOptions } from '@tanstack/react-query';
import type { Balance } from '@pool/contract';
import type { AccountRef } from '@/lib/account';
import { api } from '@/lib/api-client';
import { paymentKeys } from './keys';

/** GET …/{id}/balance: what the account holds and what is on its way out. */
export async function getBalance(account: AccountRef, signal?: AbortSignal): Promise<Balance> {
  return api(`GET /${account.kind}/{id}/balance`, { params: { id: account.id }, signal });
}

export const balanceQueryOptions = (account: AccountRef) =>
  queryOptions({ queryKey: paymentKeys.balance(account), queryFn: ({ signal }) => getBalance(account, signal) });
