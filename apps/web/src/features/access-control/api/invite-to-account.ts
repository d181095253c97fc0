import { accessInvitationSchema, type AccessAccountKind, type AccessInvitation, type InviteBody } from '@pool/contract';
import { api } from '@/lib/api-client';
import { useApiMutation, type MutationConfig } from '@/lib/mutation';
import { accessKeys } from './keys';

/** POST /{kind}s/{id}/access: invites a person by e-mail (an open invitation to the address is sent anew). */
export async function inviteToAccount(kind: AccessAccountKind, id: string, body: InviteBody) {
  const answer = await api(`POST /${kind}s/{id}/access`, { params: { id }, body });
  return accessInvitationSchema.parse(answer);
}

/** Invites to the account; its access list follows. */
export function useInviteToAccount(
  kind: AccessAccountKind,
  id: string,
  config?: MutationConfig<AccessInvitation, InviteBody>,
) {
  return useApiMutation(
    (body: InviteBody) => inviteToAccount(kind, id, body),
    [accessKeys.ofAccount(kind, id)],
    config,
  );
}
