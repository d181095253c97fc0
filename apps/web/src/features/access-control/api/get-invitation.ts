import { queryOptions } from '@tanstack/react-query';
import { invitationOfferSchema } from '@pool/contract';
import { api } from '@/lib/api-client';
import { accessKeys } from './keys';

/** GET /invites/{code}: what an invitation offers the signed-in user. */
export async function getInvitation(code: string, signal?: AbortSignal) {
  return invitationOfferSchema.parse(await api('GET /invites/{code}', { params: { code }, signal }));
}

export const invitationQueryOptions = (code: string) =>
  queryOptions({
    queryKey: accessKeys.invitation(code),
    queryFn: ({ signal }) => getInvitation(code, signal),
    // 404 is an answer (no such invitation), not a hiccup to retry.
    retry: false,
  });
