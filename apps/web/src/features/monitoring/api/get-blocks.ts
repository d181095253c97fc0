import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { BlocksResponse } from '@pool/contract';
import { api } from '@/lib/api-client';
import { kindAmong, type AccountRef } from '@/lib/account';
import { monitoringKeys } from './keys';
import { liveRefreshMs } from './refresh';

/** Rows of the dashboard's "Blocks found" list. */
export const blocksPageSize = 10;

/** GET /pools/{id}/blocks or /miners/{id}/blocks: blocks found by the pool's miners or the account's workers, highest first. */
export async function getBlocks(account: AccountRef, page: number, signal?: AbortSignal): Promise<BlocksResponse> {
  return api(`GET /${kindAmong(account, ['pools', 'miners'])}/{id}/blocks`, {
    params: { id: account.id },
    query: { page, per_page: blocksPageSize },
    signal,
  });
}

/** Refreshed with the dashboard: confirmations grow with every block on the chain. */
export const blocksQueryOptions = (account: AccountRef, page: number) =>
  queryOptions({
    queryKey: monitoringKeys.blocks(account, page),
    queryFn: ({ signal }) => getBlocks(account, page, signal),
    refetchInterval: liveRefreshMs,
    placeholderData: keepPreviousData,
  });
