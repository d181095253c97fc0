import { queryOptions } from '@tanstack/react-query';
import type { Earned } from '@pool/contract';
import type { AccountRef } from '@/lib/account';
import { api } from '@/lib/api-client';
import { paymentKeys } from './keys';

/** GET …/{id}/earned-all-time: every reward credited to the account (a pool's or operator's fee income). */
export async function getEarnedAllTime(account: AccountRef, signal?: AbortSignal): Promise<Earned> {
  return api(`GET /${account.kind}/{id}/earned-all-time`, { params: { id: account.id }, signal });
}

export const earnedAllTimeQueryOptions = (account: AccountRef) =>
  queryOptions({
    queryKey: paymentKeys.earnedAllTime(account),
    queryFn: ({ signal }) => getEarnedAllTime(account, signal),
  });
