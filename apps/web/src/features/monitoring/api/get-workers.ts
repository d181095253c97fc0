import { parseList } from '@/lib/parse-list';
import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import { workersResponseSchema, type WorkersResponse } from '@pool/contract';
import { api } from '@/lib/api-client';
import type { AccountRef } from '@/lib/account';
import type { WorkersListParams } from '../workers-search-params';
import { monitoringKeys } from './keys';
import { liveRefreshMs } from './refresh';

/**
 * Rows per request. A page of 200 answers in about 15 ms for an account of 1,000 workers
 * (npm run bench:monitoring); a page of 1,000 costs four times that in serialising alone,
 * and the table only shows a screenful at a time. 10,000 workers take 50 calls, loaded as
 * the user scrolls.
 */
export const workersPageSize = 200;

/**
 * GET …/{id}/workers: one page of workers, sorted and filtered on the server; with a
 * cursor, the page after the one that gave it.
 */
export async function getWorkers(
  account: AccountRef,
  params: WorkersListParams & { per_page: number; cursor: string | null },
  signal?: AbortSignal,
): Promise<WorkersResponse> {
  const body = await api(`GET /${account.kind}/{id}/workers`, {
    params: { id: account.id },
    query: {
      per_page: params.per_page,
      cursor: params.cursor ?? undefined,
      sort: params.sort,
      order: params.order,
      status: params.status,
      search: params.search || undefined,
      miner_id: params.miner_id,
    },
    signal,
  });
  return parseList(workersResponseSchema, body);
}

/**
 * Pages load one after another as the table scrolls (useInfiniteQuery), each by the cursor
 * of the one before: the server continues the list from its last row, so a deep page costs
 * what the first does (a refetch walks the pages again from the first).
 */
export const workersInfiniteQueryOptions = (account: AccountRef, params: WorkersListParams) =>
  infiniteQueryOptions({
    queryKey: monitoringKeys.workerList(account, params),
    queryFn: ({ pageParam, signal }) =>
      getWorkers(account, { ...params, per_page: workersPageSize, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.pagination.next_cursor,
    refetchInterval: liveRefreshMs,
    placeholderData: keepPreviousData,
  });
