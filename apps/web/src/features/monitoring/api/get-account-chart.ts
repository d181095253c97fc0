import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ChartPeriod, ChartResponse } from '@pool/contract';
import { api } from '@/lib/api-client';
import type { AccountRef } from '@/lib/account';
import { monitoringKeys } from './keys';
import { liveRefreshMs } from './refresh';

/** GET …/{id}/charts?period=…: the account's hashrate over the period. */
export async function getAccountChart(
  account: AccountRef,
  period: ChartPeriod,
  signal?: AbortSignal,
): Promise<ChartResponse> {
  return api(`GET /${account.kind}/{id}/charts`, { params: { id: account.id }, query: { period }, signal });
}

export const accountChartQueryOptions = (account: AccountRef, period: ChartPeriod) =>
  queryOptions({
    queryKey: monitoringKeys.chart(account, period),
    queryFn: ({ signal }) => getAccountChart(account, period, signal),
    refetchInterval: liveRefreshMs,
    placeholderData: keepPreviousData,
  });
