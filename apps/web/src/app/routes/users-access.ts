import { useQuery } from '@tanstack/react-query';
import { configStore } from '@/features/config/config-store';
import { activePermissionOf } from '@/features/session/active-permission';
import { identityQueryOptions } from '@/features/session/api/get-identity';
import { can } from '@/lib/access';

/**
 * The pool whose users the active permission administers: its pool, or for platform staff
 * the pool this dashboard serves. Undefined for anyone else (the server checks it too).
 */
export function useUsersPool(): string | undefined {
  const { data: identity } = useQuery(identityQueryOptions);
  const active = identity && activePermissionOf(identity.permissions);
  if (!can(active, 'read_users')) return undefined;
  // A pool permission names its pool; the platform's names none and reads this dashboard's.
  return active?.account_id ?? configStore.snapshot.pool?.id;
}
