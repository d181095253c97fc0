import { queryOptions } from '@tanstack/react-query';
import { topMinersQuery, type MinersResponse } from '@pool/contract';
import { kindAmong, type AccountRef } from '@/lib/account';
import { api } from '@/lib/api-client';
import { monitoringKeys } from './keys';
import { liveRefreshMs } from './refresh';

/**
 * GET /operators/{id}/miners or /pools/{id}/miners, sorted by 24-hour hashrate on the
 * server: the first few accounts and, in the pagination, how many there are in all.
 */
export async function getTopMiners(owner: AccountRef, signal?: AbortSignal): Promise<MinersResponse> {
  return api(`GET /${kindAmong(owner, ['pools', 'operators'])}/{id}/miners`, {
    params: { id: owner.id },
    query: topMinersQuery,
    signal,
  });
}

export const topMinersQueryOptions = (owner: AccountRef) =>
  queryOptions({
    queryKey: monitoringKeys.topMiners(owner),
    queryFn: ({ signal }) => getTopMiners(owner, signal),
    refetchInterval: liveRefreshMs,
  });
