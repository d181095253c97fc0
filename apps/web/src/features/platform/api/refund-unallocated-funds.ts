import { api } from '@/lib/api-client';
import { useApiMutation, type MutationConfig } from '@/lib/mutation';
import { platformKeys } from './keys';

/** POST /platform/rewards/unallocated-funds/{id}/refund: sends the coins back, to `address` or where they came from. */
export async function refundUnallocatedFunds(transactionId: string, address: string): Promise<void> {
  await api('POST /platform/rewards/unallocated-funds/{transaction_id}/refund', {
    params: { transaction_id: transactionId },
    body: { address },
  });
}

/** Refunds a deposit; the unallocated funds list follows. */
export function useRefundUnallocatedFunds(config?: MutationConfig<void, { transactionId: string; address: string }>) {
  return useApiMutation(
    ({ transactionId, address }) => refundUnallocatedFunds(transactionId, address),
    [platformKeys.unallocatedFunds],
    config,
  );
}
