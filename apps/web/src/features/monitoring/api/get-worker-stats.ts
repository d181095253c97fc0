import { parseList } from '@/lib/parse-list';
import { queryOptions } from '@tanstack/react-query';
import { multiStatsResponseSchema, type ChartPeriod, type MultiStatsResponse } from '@pool/contract';
import { api } from '@/lib/api-client';
import type { AccountRef } from '@/lib/account';
import { monitoringKeys } from './keys';
import { liveRefreshMs } from './refresh';

/** GET /workers/stats?id=…&period=…: a worker's name, average hashrate and rejects over the period. */
export async function getWorkerStats(
  workerId: string,
  period: ChartPeriod,
  signal?: AbortSignal,
): Promise<MultiStatsResponse> {
  const body = await api('GET /workers/stats', { query: { id: workerId, period }, signal });
  return parseList(multiStatsResponseSchema, body);
}

export const workerStatsQueryOptions = (account: AccountRef, workerId: string, period: ChartPeriod) =>
  queryOptions({
    queryKey: monitoringKeys.workerStats(account, workerId, period),
    queryFn: ({ signal }) => getWorkerStats(workerId, period, signal),
    refetchInterval: liveRefreshMs,
  });
