import { parseList } from '@/lib/parse-list';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { unallocatedFundsResponseSchema } from '@pool/contract';
import { api } from '@/lib/api-client';
import { platformKeys, type UnallocatedFundsParams } from './keys';

/** GET /platform/rewards/unallocated-funds: coins the pool received that belong to no account, newest first. */
export async function getUnallocatedFunds(params: UnallocatedFundsParams, signal?: AbortSignal) {
  const body = await api('GET /platform/rewards/unallocated-funds', { query: { ...params }, signal });
  return parseList(unallocatedFundsResponseSchema, body);
}

export const unallocatedFundsQueryOptions = (params: UnallocatedFundsParams) =>
  queryOptions({
    queryKey: platformKeys.unallocatedFundsPage(params),
    queryFn: ({ signal }) => getUnallocatedFunds(params, signal),
    placeholderData: keepPreviousData,
  });
