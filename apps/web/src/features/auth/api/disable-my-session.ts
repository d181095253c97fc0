import { identityApi } from '@/lib/identity-client';
import { useApiMutation, type MutationConfig } from '@/lib/mutation';
import { identityKeys } from './keys';

/** DELETE /sessions/{id} (product §7). */
export function disableMySession(id: string): Promise<void> {
  return identityApi().disableMySession({ id });
}

/** Signs one other session out; the session list follows. */
export function useDisableMySession(config?: MutationConfig<void, string>) {
  return useApiMutation(disableMySession, [identityKeys.sessions], config);
}
