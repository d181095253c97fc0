import { queryOptions } from '@tanstack/react-query';
import { promoCodeSchema, type PromoCode } from '@pool/contract';
import { apiRequest } from '@/lib/api-client';
import { promoCodeKeys } from './keys';

/** GET /platform/promocodes/{id}. */
export async function getPromoCode(id: string, signal?: AbortSignal): Promise<PromoCode> {
  return promoCodeSchema.parse(await apiRequest<unknown>(`/platform/promocodes/${id}`, { signal }));
}

export const promoCodeQueryOptions = (id: string) =>
  queryOptions({ queryKey: promoCodeKeys.code(id), queryFn: ({ signal }) => getPromoCode(id, signal) });
