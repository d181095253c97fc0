import type { z } from 'zod';
import type { setRewardRateBodySchema } from '@pool/contract';
import { api } from '@/lib/api-client';
import { useApiMutation, type MutationConfig } from '@/lib/mutation';
import { platformKeys } from './keys';

export type SetRewardRateBody = z.input<typeof setRewardRateBodySchema>;

/**
 * PUT /platform/rewards/rates/current: the rate of today's pool day (or of `date`, while
 * that day is not credited yet); it stays in force for later days until changed.
 */
export async function setCurrentRewardRate(body: SetRewardRateBody): Promise<void> {
  await api('PUT /platform/rewards/rates/current', { body });
}

/** Sets a day's rate; the rate history follows. */
export function useSetCurrentRewardRate(config?: MutationConfig<void, SetRewardRateBody>) {
  return useApiMutation(setCurrentRewardRate, [platformKeys.rewardRates], config);
}
