import type { RemovalRequest } from '@pool/contract';
import { api } from '@/lib/api-client';
import { useApiMutation, type MutationConfig } from '@/lib/mutation';
import { removalRequestKeys } from './keys';

export interface RejectRemovalVariables {
  requestId: string;
  /** Told to the account's people; empty: none given. */
  reason: string;
}

/** POST /pools/{pool_id}/removal-requests/{request_id}/reject: the account stays; its people are told why. */
export function useRejectRemoval(poolId: string, config?: MutationConfig<RemovalRequest, RejectRemovalVariables>) {
  return useApiMutation(
    ({ requestId, reason }: RejectRemovalVariables) =>
      api('POST /pools/{pool_id}/removal-requests/{request_id}/reject', {
        params: { pool_id: poolId, request_id: requestId },
        body: reason.trim() ? { reason: reason.trim() } : {},
      }),
    [removalRequestKeys.pool(poolId)],
    config,
  );
}
