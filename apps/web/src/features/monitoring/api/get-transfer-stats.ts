import { queryOptions } from '@tanstack/react-query';
import { accountStatsSchema, type AccountStats } from '@pool/contract';
import { api } from '@/lib/api-client';
import type { AccountRef } from '@/lib/account';
import type { TransferDirection } from '../transfers-search-params';
import { boundarySuffix } from './get-transfers';
import { monitoringKeys } from './keys';
import { liveRefreshMs } from './refresh';

/** GET /miners/{id}/workers/boundary[/outgoing]/stats: the transfers' summed hashrate and their count by status. */
export async function getTransferStats(
  account: AccountRef,
  direction: TransferDirection,
  signal?: AbortSignal,
): Promise<AccountStats> {
  return accountStatsSchema.parse(
    await api(`GET /miners/{id}/workers/boundary${boundarySuffix(direction)}/stats`, {
      params: { id: account.id },
      signal,
    }),
  );
}

export const transferStatsQueryOptions = (account: AccountRef, direction: TransferDirection) =>
  queryOptions({
    queryKey: monitoringKeys.transferStats(account, direction),
    queryFn: ({ signal }) => getTransferStats(account, direction, signal),
    refetchInterval: liveRefreshMs,
  });
