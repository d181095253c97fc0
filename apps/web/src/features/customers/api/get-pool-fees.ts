import { parseList } from '@/lib/parse-list';
import { queryOptions } from '@tanstack/react-query';
import { feesResponseSchema, type Fee } from '@pool/contract';
import { api } from '@/lib/api-client';
import { customerKeys } from './keys';

/** GET /miners/{miner_id}/fees: the pool's fee schedule of a miner account, newest first. */
export async function getPoolFees(minerId: string, signal?: AbortSignal): Promise<Fee[]> {
  const body = await api('GET /miners/{miner_id}/fees', { params: { miner_id: minerId }, signal });
  return parseList(feesResponseSchema, body).data;
}

export const poolFeesQueryOptions = (minerId: string) =>
  queryOptions({
    queryKey: customerKeys.poolFees(minerId),
    queryFn: ({ signal }) => getPoolFees(minerId, signal),
  });
