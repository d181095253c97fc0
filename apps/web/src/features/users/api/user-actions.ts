import type { CreateUserInviteBody } from '@pool/contract';
import { api } from '@/lib/api-client';
import { useApiMutation, type MutationConfig } from '@/lib/mutation';
import { userKeys } from './keys';

/** DELETE /pools/{pool_id}/sessions/{session_id}: the user is signed out there at once. */
export function useRevokeSession(poolId: string, userId: string, config?: MutationConfig<unknown, string>) {
  return useApiMutation(
    (sessionId: string) =>
      api('DELETE /pools/{pool_id}/sessions/{session_id}', { params: { pool_id: poolId, session_id: sessionId } }),
    [userKeys.user(userId)],
    config,
  );
}

/** POST /users/{user_id}/2fa/reset, confirmed by the user's e-mail. */
export function useResetSecondFactor(userId: string, config?: MutationConfig<unknown, string>) {
  return useApiMutation(
    (email: string) => api('POST /users/{user_id}/2fa/reset', { params: { user_id: userId }, body: { email } }),
    [userKeys.user(userId)],
    config,
  );
}

/** POST /users/{user_id}/invites: an invitation to an account, sent (again). */
export function useInviteUser(userId: string, config?: MutationConfig<unknown, CreateUserInviteBody>) {
  return useApiMutation(
    (body: CreateUserInviteBody) => api('POST /users/{user_id}/invites', { params: { user_id: userId }, body }),
    [userKeys.user(userId)],
    config,
  );
}

/** DELETE /users/{user_id}, confirmed by the user's e-mail. */
export function useDeleteUser(userId: string, config?: MutationConfig<unknown, string>) {
  return useApiMutation(
    (email: string) => api('DELETE /users/{user_id}', { params: { user_id: userId }, query: { email } }),
    [['pools'], userKeys.user(userId)],
    config,
  );
}
