import type { IdentityResponse } from '@pool/contract';
import { queryClient } from '@/lib/query-client';
import { localStore, storageKeys } from '@/lib/storage';
import { acceptInvite } from './api/accept-invite';
import { identityQueryOptions } from './api/get-identity';

/** Product §3 client status as used by the identity and permissions (role) check. */
export type RoleStatus = 'initial' | 'pending' | 'refreshing' | 'success' | 'should-update' | 'error';

export type RoleCheck = { kind: 'ok'; identity: IdentityResponse } | { kind: 'no-permissions' } | { kind: 'failed' };

let status: RoleStatus = 'initial';

export function roleStatus(): RoleStatus {
  return status;
}

/**
 * Product §4 role check: success when the user has a permission, should-update with none;
 * a failure returns to initial if it was loading for the first time, else error. A
 * stored invite code is accepted once an identity exists, then cleared.
 */
export async function checkRole(): Promise<RoleCheck> {
  const before = status;
  status = before === 'success' || before === 'should-update' ? 'refreshing' : 'pending';
  try {
    let identity = await queryClient.ensureQueryData(identityQueryOptions);
    const invite = localStore.get(storageKeys.inviteCode);
    if (invite) {
      localStore.remove(storageKeys.inviteCode);
      await acceptInvite(invite).catch(() => undefined);
      identity = await queryClient.fetchQuery({ ...identityQueryOptions, staleTime: 0 });
    }
    status = identity.permissions.length ? 'success' : 'should-update';
    return identity.permissions.length ? { kind: 'ok', identity } : { kind: 'no-permissions' };
  } catch {
    status = before === 'initial' || before === 'pending' ? 'initial' : 'error';
    return { kind: 'failed' };
  }
}

/** User-info status resets on logout, on a permission change and on request (product §4). */
export function resetRole(): void {
  status = 'initial';
  queryClient.removeQueries({ queryKey: identityQueryOptions.queryKey });
}
