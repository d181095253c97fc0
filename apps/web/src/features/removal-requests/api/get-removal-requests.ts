import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { removalRequestsResponseSchema, type RemovalRequestStatus } from '@pool/contract';
import { api } from '@/lib/api-client';
import { parseList } from '@/lib/parse-list';
import { removalRequestKeys } from './keys';

export const removalRequestsPageSize = 25;

/** GET /pools/{pool_id}/removal-requests: one page, open ones first, with the money left on each account. */
export const removalRequestsQueryOptions = (poolId: string, status: RemovalRequestStatus | undefined, page: number) =>
  queryOptions({
    queryKey: removalRequestKeys.list(poolId, status, page),
    queryFn: async ({ signal }) =>
      parseList(
        removalRequestsResponseSchema,
        await api('GET /pools/{pool_id}/removal-requests', {
          params: { pool_id: poolId },
          query: { page, per_page: removalRequestsPageSize, ...(status ? { status } : {}) },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
