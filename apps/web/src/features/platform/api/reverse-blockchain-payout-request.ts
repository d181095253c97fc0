import { api } from '@/lib/api-client';
import { useApiMutation, type MutationConfig } from '@/lib/mutation';
import { platformKeys } from './keys';

/** POST /platform/payouts/blockchain-requests/{id}/reverse: cancels an unsent request and returns its payouts to the balances. */
export async function reverseBlockchainPayoutRequest(requestId: string): Promise<void> {
  await api('POST /platform/payouts/blockchain-requests/{request_id}/reverse', { params: { request_id: requestId } });
}

/** Reverses a request; refused or not, its status may have moved on, so the list follows. */
export function useReverseBlockchainPayoutRequest(config?: MutationConfig<void, string>) {
  return useApiMutation(
    reverseBlockchainPayoutRequest,
    [platformKeys.payoutRequests, platformKeys.payoutWallet, platformKeys.nextPayoutRun],
    config,
  );
}
