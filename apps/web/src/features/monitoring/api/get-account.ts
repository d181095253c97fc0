import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AccountRef } from '@/lib/account';
import { monitoringKeys } from './keys';

export interface AccountDetails {
  id: string;
  /** What the screens call the account: a miner's title or account name, a pool's or operator's name. */
  name: string;
  /** A miner's account name: the first half of `account.worker` that rigs connect with. */
  accountName?: string;
}

/** GET /pools/{id}, /operators/{id} or /miners/{id}. */
export async function getAccount(account: AccountRef): Promise<AccountDetails> {
  if (account.kind === 'miners') {
    const miner = await api(`GET /${account.kind}/{id}`, { params: { id: account.id } });
    return { id: miner.id, name: miner.title || miner.account_name, accountName: miner.account_name };
  }
  const other = await api(`GET /${account.kind}/{id}`, { params: { id: account.id } });
  return { id: other.id, name: other.name };
}

export const accountQueryOptions = (account: AccountRef) =>
  queryOptions({
    queryKey: monitoringKeys.details(account),
    queryFn: () => getAccount(account),
    staleTime: 5 * 60_000,
  });
