import { apiRequest } from '@/lib/api-client';

/** POST /platform/payouts/blockchain-requests/{id}/reverse: cancels an unsent request and returns its payouts to the balances. */
export async function reverseBlockchainPayoutRequest(requestId: string): Promise<void> {
  await apiRequest<unknown>(`/platform/payouts/blockchain-requests/${encodeURIComponent(requestId)}/reverse`, {
    method: 'POST',
  });
}
