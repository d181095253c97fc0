import { queryOptions } from '@tanstack/react-query';
import { minerPromoCodeSchema, type MinerPromoCode } from '@pool/contract';
import { api } from '@/lib/api-client';
import { promoCodeKeys } from './keys';

/** GET /miners/{miner_id}/promocode: the code in force today, or null. */
export async function getMinerPromoCode(minerId: string, signal?: AbortSignal): Promise<MinerPromoCode> {
  return minerPromoCodeSchema.parse(
    await api('GET /miners/{miner_id}/promocode', { params: { miner_id: minerId }, signal }),
  );
}

export const minerPromoCodeQueryOptions = (minerId: string) =>
  queryOptions({
    queryKey: promoCodeKeys.inForce(minerId),
    queryFn: ({ signal }) => getMinerPromoCode(minerId, signal),
  });
