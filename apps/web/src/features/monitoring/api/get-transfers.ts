import { parseList } from '@/lib/parse-list';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { workersResponseSchema, type WorkersResponse } from '@pool/contract';
import { api } from '@/lib/api-client';
import type { AccountRef } from '@/lib/account';
import type { TransferDirection } from '../transfers-search-params';
import { monitoringKeys } from './keys';
import { liveRefreshMs } from './refresh';

/** Rows per page: an account has a handful of transfers, not thousands of rigs. */
export const transfersPageSize = 20;

/** The boundary-worker calls of a direction: `…/workers/boundary` (incoming) or `…/workers/boundary/outgoing`. */
export function boundarySuffix(direction: TransferDirection): '' | '/outgoing' {
  return direction === 'outgoing' ? '/outgoing' : '';
}

/** GET /miners/{id}/workers/boundary[/outgoing]: one page of the account's hashrate transfers, by name. */
export async function getTransfers(
  account: AccountRef,
  direction: TransferDirection,
  page: number,
  signal?: AbortSignal,
): Promise<WorkersResponse> {
  const body = await api(`GET /miners/{id}/workers/boundary${boundarySuffix(direction)}`, {
    params: { id: account.id },
    query: { page, per_page: transfersPageSize, sort: 'worker_name', order: 'asc' },
    signal,
  });
  return parseList(workersResponseSchema, body);
}

export const transfersQueryOptions = (account: AccountRef, direction: TransferDirection, page: number) =>
  queryOptions({
    queryKey: monitoringKeys.transfers(account, direction, page),
    queryFn: ({ signal }) => getTransfers(account, direction, page, signal),
    refetchInterval: liveRefreshMs,
    placeholderData: keepPreviousData,
  });
