import { localStore, storageKeys } from '@/lib/storage';
import { applyPromoCode } from './api/apply-promocode';

/**
 * Applies the promo code of a `/?promocode=` link to the user's first miner account, once:
 * the code is forgotten whether it applied or was refused. Resolves with the failure, if any.
 */
export async function applyPendingPromoCode(minerId: string): Promise<unknown> {
  const code = localStore.get(storageKeys.promoCode);
  if (!code) return undefined;
  localStore.remove(storageKeys.promoCode);
  try {
    await applyPromoCode({ miner_id: minerId, code });
    return undefined;
  } catch (error) {
    return error;
  }
}
