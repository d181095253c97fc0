import { acceptInviteResponseSchema } from '@pool/contract';
import { apiRequest } from '@/lib/api-client';

/** POST /invites/accept. */
export function acceptInvite(code: string) {
  return apiRequest<unknown>('/invites/accept', { method: 'POST', body: { code } }).then((body) =>
    acceptInviteResponseSchema.parse(body),
  );
}
