import type { RemovalRequest } from '@pool/contract';
import { api } from '@/lib/api-client';
import { useApiMutation, type MutationConfig } from '@/lib/mutation';
import { removalRequestKeys } from './keys';

/** POST /pools/{pool_id}/removal-requests/{request_id}/approve: the account is closed. */
export function useApproveRemoval(poolId: string, config?: MutationConfig<RemovalRequest, string>) {
  return useApiMutation(
    (requestId: string) =>
      api('POST /pools/{pool_id}/removal-requests/{request_id}/approve', {
        params: { pool_id: poolId, request_id: requestId },
      }),
    [removalRequestKeys.pool(poolId)],
    config,
  );
}
