import { api } from '@/lib/api-client';
import { useApiMutation, type MutationConfig } from '@/lib/mutation';
import { platformKeys } from './keys';

/** DELETE /platform/payouts/schedule/current/fee-per-vbyte: the next payout run goes back to its fee level. */
export async function clearCurrentFeePerVbyte(): Promise<void> {
  await api('DELETE /platform/payouts/schedule/current/fee-per-vbyte');
}

/** Goes back to the fee level; the schedule follows. */
export function useClearCurrentFeePerVbyte(config?: MutationConfig<void, void>) {
  return useApiMutation(clearCurrentFeePerVbyte, [platformKeys.payoutSchedule, platformKeys.nextPayoutRun], config);
}
