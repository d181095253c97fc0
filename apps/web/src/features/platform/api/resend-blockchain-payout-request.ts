import { apiRequest } from '@/lib/api-client';

/** POST /platform/payouts/blockchain-requests/{id}/resend: sends a failed (or never sent) request to the chain again. */
export async function resendBlockchainPayoutRequest(requestId: string): Promise<void> {
  await apiRequest<unknown>(`/platform/payouts/blockchain-requests/${encodeURIComponent(requestId)}/resend`, {
    method: 'POST',
  });
}
