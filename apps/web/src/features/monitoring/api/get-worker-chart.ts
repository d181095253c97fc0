import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { chartResponseSchema, type ChartPeriod, type ChartResponse } from '@pool/contract';
import { api } from '@/lib/api-client';
import type { AccountRef } from '@/lib/account';
import { monitoringKeys } from './keys';
import { liveRefreshMs } from './refresh';

/** GET /workers/charts?id=…&period=…: one worker's hashrate over the period. */
export async function getWorkerChart(
  workerId: string,
  period: ChartPeriod,
  signal?: AbortSignal,
): Promise<ChartResponse> {
  const body = await api('GET /workers/charts', { query: { id: workerId, period }, signal });
  return chartResponseSchema.parse(body);
}

/** Keyed under the account the worker belongs to, so an account switch drops it too. */
export const workerChartQueryOptions = (account: AccountRef, workerId: string, period: ChartPeriod) =>
  queryOptions({
    queryKey: monitoringKeys.workerChart(account, workerId, period),
    queryFn: ({ signal }) => getWorkerChart(workerId, period, signal),
    refetchInterval: liveRefreshMs,
    placeholderData: keepPreviousData,
  });
