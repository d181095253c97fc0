import type { Session } from '@ory/client-fetch';
import { identityApi } from '@/lib/identity-client';

/** GET /sessions: the visitor's other active sessions (spec §7). */
export function listMySessions(params: { pageSize?: number; pageToken?: string } = {}): Promise<Session[]> {
  return identityApi().listMySessions(params);
}
