import type { DeleteMySessionsCount } from '@ory/client-fetch';
import { identityApi } from '@/lib/identity-client';

/** DELETE /sessions: ends every session but the current one (spec §7). */
export function disableMyOtherSessions(): Promise<DeleteMySessionsCount> {
  return identityApi().disableMyOtherSessions({});
}
