import { queryOptions } from '@tanstack/react-query';
import { promoCodeSchema, type PromoCode } from '@pool/contract';
import { api } from '@/lib/api-client';
import { promoCodeKeys } from './keys';

/** GET /platform/promocodes/{id}. */
export async function getPromoCode(id: string, signal?: AbortSignal): Promise<PromoCode> {
  return promoCodeSchema.parse(await api('GET /platform/promocodes/{id}', { params: { id }, signal }));
}

export const promoCodeQueryOptions = (id: string) =>
  queryOptions({ queryKey: promoCodeKeys.code(id), queryFn: ({ signal }) => getPromoCode(id, signal) });
