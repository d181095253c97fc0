import { queryOptions } from '@tanstack/react-query';
import type { Earned } from '@pool/contract';
import { accountPath, type AccountRef } from '@/lib/account';
import { apiRequest } from '@/lib/api-client';
import { paymentKeys } from './keys';

/** GET …/{id}/earned-all-time: every reward credited to the account (a pool's or operator's fee income). */
export async function getEarnedAllTime(account: AccountRef, signal?: AbortSignal): Promise<Earned> {
  return apiRequest<Earned>(`${accountPath(account)}/earned-all-time`, { signal });
}

export const earnedAllTimeQueryOptions = (account: AccountRef) =>
  queryOptions({
    queryKey: paymentKeys.earnedAllTime(account),
    queryFn: ({ signal }) => getEarnedAllTime(account, signal),
  });
