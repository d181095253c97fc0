import type { Session } from '@ory/client-fetch';
import { identityApi } from '@/lib/identity-client';

/** GET /sessions/whoami: the current session (spec §7). */
export function toSession(): Promise<Session> {
  return identityApi().toSession({});
}
