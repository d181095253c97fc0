import { api } from '@/lib/api-client';
import { useApiMutation, type MutationConfig } from '@/lib/mutation';
import { platformKeys } from './keys';

/** POST /platform/payouts/blockchain-requests/{id}/resend: sends a failed (or never sent) request to the chain again. */
export async function resendBlockchainPayoutRequest(requestId: string): Promise<void> {
  await api('POST /platform/payouts/blockchain-requests/{request_id}/resend', { params: { request_id: requestId } });
}

/** Resends a request; refused or not, its status may have moved on, so the list follows. */
export function useResendBlockchainPayoutRequest(config?: MutationConfig<void, string>) {
  return useApiMutation(
    resendBlockchainPayoutRequest,
    [platformKeys.payoutRequests, platformKeys.payoutWallet],
    config,
  );
}
