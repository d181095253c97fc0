import type { Session } from '@ory/client-fetch';
import { identityApi } from '@/lib/identity-client';

/** GET /sessions/whoami: the current session (product §7). */
export function toSession(): Promise<Session> {
  return identityApi().toSession({});
}
