import { promoCodeSchema, type PromoCode, type PromoCodeBody } from '@pool/contract';
import { api } from '@/lib/api-client';
import { useApiMutation, type MutationConfig } from '@/lib/mutation';
import { promoCodeKeys } from './keys';

/** POST /platform/promocodes (no id) or PUT /platform/promocodes/{id}. */
export async function savePromoCode(id: string | undefined, body: PromoCodeBody): Promise<PromoCode> {
  const saved = id
    ? await api('PUT /platform/promocodes/{id}', { params: { id }, body })
    : await api('POST /platform/promocodes', { body });
  return promoCodeSchema.parse(saved);
}

/** Creates or edits a code; the list and the code follow. */
export function useSavePromoCode(id: string | undefined, config?: MutationConfig<PromoCode, PromoCodeBody>) {
  return useApiMutation((body: PromoCodeBody) => savePromoCode(id, body), [promoCodeKeys.all], config);
}
