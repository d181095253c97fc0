import { apiRequest } from '@/lib/api-client';

/** DELETE /platform/payouts/schedule/current/fee-per-vbyte: the next payout run goes back to its fee level. */
export async function clearCurrentFeePerVbyte(): Promise<void> {
  await apiRequest<unknown>('/platform/payouts/schedule/current/fee-per-vbyte', { method: 'DELETE' });
}
