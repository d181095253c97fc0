import { parseList } from '@/lib/parse-list';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { poolUsersResponseSchema, type Paginated, type PoolUser } from '@pool/contract';
import { api } from '@/lib/api-client';
import type { UsersParams } from '../users-search-params';
import { userKeys } from './keys';

export const usersPageSize = 25;

/** GET /pools/{pool_id}/users: one page, searched, filtered and sorted on the server. */
export async function getPoolUsers(
  poolId: string,
  params: UsersParams,
  signal?: AbortSignal,
): Promise<Paginated<PoolUser>> {
  const body = await api('GET /pools/{pool_id}/users', {
    params: { pool_id: poolId },
    query: {
      page: params.page,
      per_page: usersPageSize,
      sort: params.sort,
      order: params.order,
      ...(params.search.trim() ? { search: params.search.trim() } : {}),
      ...(params.type === 'all' ? {} : { type: params.type }),
      ...(params.secondFactor === 'any' ? {} : { second_factor: params.secondFactor }),
      ...(params.verified === 'any' ? {} : { verified: params.verified }),
    },
    signal,
  });
  return parseList(poolUsersResponseSchema, body);
}

export const poolUsersQueryOptions = (poolId: string, params: UsersParams) =>
  queryOptions({
    queryKey: userKeys.list(poolId, params),
    queryFn: ({ signal }) => getPoolUsers(poolId, params, signal),
    placeholderData: keepPreviousData,
  });
