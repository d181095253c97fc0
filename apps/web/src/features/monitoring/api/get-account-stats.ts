import { queryOptions } from '@tanstack/react-query';
import type { AccountStats } from '@pool/contract';
import { api } from '@/lib/api-client';
import type { AccountRef } from '@/lib/account';
import { monitoringKeys } from './keys';
import { liveRefreshMs } from './refresh';

/** GET …/{id}/stats: hashrate for 15m…30d, rejects, workers by status and the chart state. */
export async function getAccountStats(account: AccountRef, signal?: AbortSignal): Promise<AccountStats> {
  return api(`GET /${account.kind}/{id}/stats`, { params: { id: account.id }, signal });
}

export const accountStatsQueryOptions = (account: AccountRef) =>
  queryOptions({
    queryKey: monitoringKeys.stats(account),
    queryFn: ({ signal }) => getAccountStats(account, signal),
    refetchInterval: liveRefreshMs,
  });
