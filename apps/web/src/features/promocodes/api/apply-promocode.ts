import { promoInForceSchema, type ApplyPromoCodeBody, type PromoInForce } from '@pool/contract';
import { api } from '@/lib/api-client';
import { useApiMutation, type MutationConfig } from '@/lib/mutation';
import { promoCodeKeys } from './keys';

/** POST /promocodes/apply: the code is in force on the account from today. */
export async function applyPromoCode(body: ApplyPromoCodeBody): Promise<PromoInForce> {
  return promoInForceSchema.parse(await api('POST /promocodes/apply', { body }));
}

export function useApplyPromoCode(minerId: string, config?: MutationConfig<PromoInForce, string>) {
  return useApiMutation(
    (code: string) => applyPromoCode({ miner_id: minerId, code }),
    [promoCodeKeys.inForce(minerId)],
    config,
  );
}
