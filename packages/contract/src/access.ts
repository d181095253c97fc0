import type { AccessRole, Permission } from './identity.js';

/** Product §3 "Guarded page permission names". */
export const guardedPages = ['payments', 'workers', 'transfers', 'referrals', 'accessControl'] as const;
export type GuardedPage = (typeof guardedPages)[number];

/**
 * What each role may see (product §6): viewer mining data, accountant financial, manager
 * (treasurer) both, admin and owner all. The server enforces this table; the app's page
 * guards mirror it.
 */
export const pagesByRole: Record<AccessRole, readonly GuardedPage[]> = {
  owner: ['payments', 'workers', 'transfers', 'referrals', 'accessControl'],
  admin: ['payments', 'workers', 'transfers', 'referrals', 'accessControl'],
  treasurer: ['payments', 'workers', 'transfers', 'referrals'],
  accountant: ['payments', 'referrals'],
  viewer: ['workers', 'transfers'],
};

/** Section permissions of product §3 that open one guarded page each on top of the role. */
export const pageBySection: Partial<Record<Permission['sections'][number], GuardedPage>> = {
  section_payments_read: 'payments',
  section_workers_read: 'workers',
  section_virtual_mining_read: 'transfers',
  section_referrals_read: 'referrals',
  section_permissions_read: 'accessControl',
};

/** The guarded pages a miner or operator permission opens: its role's pages and its sections'. */
export function pagesOf(permission: Pick<Permission, 'role' | 'sections'>): GuardedPage[] {
  const fromSections = permission.sections.flatMap((section) => pageBySection[section] ?? []);
  return [...new Set([...pagesByRole[permission.role], ...fromSections])];
}
