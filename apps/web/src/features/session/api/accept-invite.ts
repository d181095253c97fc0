import type { AcceptInviteResponse } from '@pool/contract';
import { api } from '@/lib/api-client';
import { useApiMutation, type MutationConfig } from '@/lib/mutation';
import { identityKeys } from './keys';

/** POST /invites/accept. */
export function acceptInvite(code: string) {
  return api('POST /invites/accept', { body: { code } });
}

/** Accepts an invitation; the identity's permissions follow. */
export function useAcceptInvite(config?: MutationConfig<AcceptInviteResponse, string>) {
  return useApiMutation(acceptInvite, [identityKeys.current], config);
}
