import { queryOptions } from '@tanstack/react-query';
import { minerPromoCodeSchema, type MinerPromoCode } from '@pool/contract';
import { apiRequest } from '@/lib/api-client';
import { promoCodeKeys } from './keys';

/** GET /miners/{miner_id}/promocode: the code in force today, or null. */
export async function getMinerPromoCode(minerId: string, signal?: AbortSignal): Promise<MinerPromoCode> {
  return minerPromoCodeSchema.parse(await apiRequest<unknown>(`/miners/${minerId}/promocode`, { signal }));
}

export const minerPromoCodeQueryOptions = (minerId: string) =>
  queryOptions({
    queryKey: promoCodeKeys.inForce(minerId),
    queryFn: ({ signal }) => getMinerPromoCode(minerId, signal),
  });
