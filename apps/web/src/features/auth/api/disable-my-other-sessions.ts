import type { DeleteMySessionsCount } from '@ory/client-fetch';
import { identityApi } from '@/lib/identity-client';
import { useApiMutation, type MutationConfig } from '@/lib/mutation';
import { identityKeys } from './keys';

/** DELETE /sessions: ends every session but the current one (product §7). */
export function disableMyOtherSessions(): Promise<DeleteMySessionsCount> {
  return identityApi().disableMyOtherSessions({});
}

/** Signs every other session out; the session list follows. */
export function useDisableMyOtherSessions(config?: MutationConfig<DeleteMySessionsCount, void>) {
  return useApiMutation(disableMyOtherSessions, [identityKeys.sessions], config);
}
