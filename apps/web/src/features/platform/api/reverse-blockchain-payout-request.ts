import { apiRequest } from '@/lib/api-client';
import { useApiMutation, type MutationConfig } from '@/lib/mutation';
import { platformKeys } from './keys';

/** POST /platform/payouts/blockchain-requests/{id}/reverse: cancels an unsent request and returns its payouts to the balances. */
export async function reverseBlockchainPayoutRequest(requestId: string): Promise<void> {
  await apiRequest<unknown>(`/platform/payouts/blockchain-requests/${encodeURIComponent(requestId)}/reverse`, {
    method: 'POST',
  });
}

/** Reverses a request; refused or not, its status may have moved on, so the list follows. */
export function useReverseBlockchainPayoutRequest(config?: MutationConfig<void, string>) {
  return useApiMutation(
    reverseBlockchainPayoutRequest,
    [platformKeys.payoutRequests, platformKeys.payoutWallet, platformKeys.nextPayoutRun],
    config,
  );
}
