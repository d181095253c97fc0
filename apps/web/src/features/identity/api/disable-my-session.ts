import { identityApi } from '@/lib/identity-client';

/** DELETE /sessions/{id} (spec §7). */
export function disableMySession(id: string): Promise<void> {
  return identityApi().disableMySession({ id });
}
