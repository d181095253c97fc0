import type { GuardedPage } from '@pool/contract';

export type { GuardedPage };

/** Product §3 "An access object has a type (Pool, Platform or other) and an access list". */
export interface AccessObject {
  type: string;
  access: readonly string[];
}

/**
 * Product §6 page guard: the Pool type has every guarded page, the Platform type none,
 * any other type needs the page's name in its access list.
 */
export function canOpenPage(access: AccessObject, page: GuardedPage): boolean {
  if (access.type === 'Pool') return true;
  if (access.type === 'Platform') return false;
  return access.access.includes(page);
}

export type PermissionType = 'miner' | 'pool' | 'operator' | 'platform';

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
