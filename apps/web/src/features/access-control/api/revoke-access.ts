import type { AccessAccountKind, RevokeAccessQuery } from '@pool/contract';
import { api } from '@/lib/api-client';
import { useApiMutation, type MutationConfig } from '@/lib/mutation';
import { accessKeys } from './keys';

/** DELETE /{kind}s/{id}/access: revokes a member's access or an open invitation. */
export async function revokeAccess(kind: AccessAccountKind, id: string, target: RevokeAccessQuery): Promise<void> {
  await api(`DELETE /${kind}s/{id}/access`, { params: { id }, query: target });
}

/** Revokes access or an invitation; the access list follows. */
export function useRevokeAccess(kind: AccessAccountKind, id: string, config?: MutationConfig<void, RevokeAccessQuery>) {
  return useApiMutation(
    (target: RevokeAccessQuery) => revokeAccess(kind, id, target),
    [accessKeys.ofAccount(kind, id)],
    config,
  );
}
