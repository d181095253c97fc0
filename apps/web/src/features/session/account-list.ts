import type { Navigation, Permission } from '@pool/contract';

/** How many accounts the panel renders at once: hundreds of customers stay fast, the search finds the rest. */
export const accountListLimit = 50;

export interface AccountEntry {
  permission: Permission;
  name: string;
  pinned: boolean;
  bookmarked: boolean;
}

export interface AccountList {
  /** Pinned accounts that match, in the user's order. */
  pinned: AccountEntry[];
  /** The other matching accounts, in the identity's order. */
  rest: AccountEntry[];
  /** How many accounts match in all (more than shown when past the limit). */
  matching: number;
}

export interface AccountFilter {
  query: string;
  onlyBookmarks: boolean;
  limit?: number;
}

/**
 * The account panel's list (product §2): pinned accounts first in the user's order, then the
 * rest; filtered by a case-insensitive name search and optionally to bookmarks, in memory;
 * at most `limit` entries, pinned ones first.
 */
export function arrangeAccounts(
  permissions: readonly Permission[],
  navigation: Navigation | undefined,
  nameOf: (permission: Permission) => string,
  { query, onlyBookmarks, limit = accountListLimit }: AccountFilter,
): AccountList {
  const pinOrder = new Map((navigation?.pinned ?? []).map((id, index) => [id, index]));
  const bookmarks = new Set(navigation?.bookmarked ?? []);
  const needle = query.trim().toLocaleLowerCase();
  const pinned: AccountEntry[] = [];
  const rest: AccountEntry[] = [];
  for (const permission of permissions) {
    const name = nameOf(permission);
    const entry = { permission, name, pinned: pinOrder.has(permission.id), bookmarked: bookmarks.has(permission.id) };
    if (onlyBookmarks && !entry.bookmarked) continue;
    if (needle && !name.toLocaleLowerCase().includes(needle)) continue;
    (entry.pinned ? pinned : rest).push(entry);
  }
  pinned.sort((a, b) => pinOrder.get(a.permission.id)! - pinOrder.get(b.permission.id)!);
  const matching = pinned.length + rest.length;
  const shownPinned = pinned.slice(0, limit);
  return { pinned: shownPinned, rest: rest.slice(0, Math.max(0, limit - shownPinned.length)), matching };
}

/** The lists with one account pinned or unpinned (a new pin goes last), or bookmarked or not. */
export function toggled(navigation: Navigation, list: keyof Navigation, permissionId: string): Navigation {
  const ids = navigation[list];
  const next = ids.includes(permissionId) ? ids.filter((id) => id !== permissionId) : [...ids, permissionId];
  return { ...navigation, [list]: next };
}
