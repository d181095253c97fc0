import type { GuardedPage, PermissionType } from '@pool/contract';

export type { GuardedPage };

/** What choosing among permissions reads of one: the contract's permission, or a test's stand-in. */
export interface Permission {
  id: string;
  type: PermissionType;
}

const typeOrder: PermissionType[] = ['pool', 'operator', 'miner'];

/**
 * Product §4 active permission: a watcher permission wins; else the stored id if it still
 * matches; else the first permission ordered pool, operator, miner (platform last).
 */
export function chooseActivePermission<P extends Permission>(
  permissions: readonly P[],
  storedId: string | null,
  watcher?: P,
): P | undefined {
  if (watcher) return watcher;
  const stored = permissions.find((permission) => permission.id === storedId);
  if (stored) return stored;
  for (const type of typeOrder) {
    const match = permissions.find((permission) => permission.type === type);
    if (match) return match;
  }
  return permissions[0];
}

/** Where the app goes after a permission change (product §4). */
export function homePathOf(permission: Permission): string {
  return permission.type === 'platform' ? '/platform' : '/';
}
