import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { chartResponseSchema, type ChartPeriod, type ChartResponse } from '@pool/contract';
import { api } from '@/lib/api-client';
import type { AccountRef } from '@/lib/account';
import type { TransferDirection } from '../transfers-search-params';
import { boundarySuffix } from './get-transfers';
import { monitoringKeys } from './keys';
import { liveRefreshMs } from './refresh';

/** GET /miners/{id}/workers/boundary[/outgoing]/charts?period=…: the transfers' summed hashrate over the period. */
export async function getTransferChart(
  account: AccountRef,
  direction: TransferDirection,
  period: ChartPeriod,
  signal?: AbortSignal,
): Promise<ChartResponse> {
  const body = await api(`GET /miners/{id}/workers/boundary${boundarySuffix(direction)}/charts`, {
    params: { id: account.id },
    query: { period },
    signal,
  });
  return chartResponseSchema.parse(body);
}

export const transferChartQueryOptions = (account: AccountRef, direction: TransferDirection, period: ChartPeriod) =>
  queryOptions({
    queryKey: monitoringKeys.transferChart(account, direction, period),
    queryFn: ({ signal }) => getTransferChart(account, direction, period, signal),
    refetchInterval: liveRefreshMs,
    placeholderData: keepPreviousData,
  });
