import { apiRequest } from '@/lib/api-client';

/** POST /platform/rewards/unallocated-funds/{id}/refund: sends the coins back, to `address` or where they came from. */
export async function refundUnallocatedFunds(transactionId: string, address: string): Promise<void> {
  await apiRequest<unknown>(`/platform/rewards/unallocated-funds/${encodeURIComponent(transactionId)}/refund`, {
    method: 'POST',
    body: { address },
  });
}
