import type { z } from 'zod';
import type { updatePayoutScheduleBodySchema } from '@pool/contract';
import { api } from '@/lib/api-client';
import { useApiMutation, type MutationConfig } from '@/lib/mutation';
import { platformKeys } from './keys';

export type UpdatePayoutScheduleBody = z.input<typeof updatePayoutScheduleBodySchema>;

/** PUT /platform/payouts/schedule/current: the fee level and/or fee per vbyte of the next payout run. */
export async function updateCurrentPayoutSchedule(body: UpdatePayoutScheduleBody): Promise<void> {
  await api('PUT /platform/payouts/schedule/current', { body });
}

/** Saves the next payout run's fees; the schedule follows. */
export function useUpdateCurrentPayoutSchedule(config?: MutationConfig<void, UpdatePayoutScheduleBody>) {
  return useApiMutation(updateCurrentPayoutSchedule, [platformKeys.payoutSchedule, platformKeys.nextPayoutRun], config);
}
