import type { RemovalRequest } from '@pool/contract';
import { apiRequest } from '@/lib/api-client';
import { useApiMutation, type MutationConfig } from '@/lib/mutation';
import { removalRequestKeys } from './keys';

/** POST /pools/{pool_id}/removal-requests/{request_id}/approve: the account is closed. */
export function useApproveRemoval(poolId: string, config?: MutationConfig<RemovalRequest, string>) {
  return useApiMutation(
    (requestId: string) =>
      apiRequest<RemovalRequest>(`/pools/${poolId}/removal-requests/${requestId}/approve`, { method: 'POST' }),
    [removalRequestKeys.pool(poolId)],
    config,
  );
}
