import type { AccessAccountKind, ChangeAccessBody } from '@pool/contract';
import { api } from '@/lib/api-client';
import { useApiMutation, type MutationConfig } from '@/lib/mutation';
import { accessKeys } from './keys';

/** PUT /{kind}s/{id}/access: a member's new role and sections. */
export async function changeAccess(kind: AccessAccountKind, id: string, body: ChangeAccessBody): Promise<void> {
  await api(`PUT /${kind}s/{id}/access`, { params: { id }, body });
}

/** Changes a member's access; the access list follows. */
export function useChangeAccess(kind: AccessAccountKind, id: string, config?: MutationConfig<void, ChangeAccessBody>) {
  return useApiMutation(
    (body: ChangeAccessBody) => changeAccess(kind, id, body),
    [accessKeys.ofAccount(kind, id)],
    config,
  );
}
