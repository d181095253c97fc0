import type { Permission } from '@pool/contract';
import type { AccessObject, GuardedPage } from './permissions';

/** What each role may see (spec §6): viewer mining data, accountant financial, manager both, admin/owner all. */
const pagesByRole: Record<Permission['role'], readonly GuardedPage[]> = {
  owner: ['payments', 'workers', 'transfers', 'referrals', 'accessControl'],
  admin: ['payments', 'workers', 'transfers', 'referrals', 'accessControl'],
  treasurer: ['payments', 'workers', 'transfers', 'referrals'],
  accountant: ['payments', 'referrals'],
  viewer: ['workers', 'transfers'],
};

/** Section permissions of spec §3 that open one guarded page each on top of the role. */
const pageBySection: Partial<Record<Permission['sections'][number], GuardedPage>> = {
  section_payments_read: 'payments',
  section_workers_read: 'workers',
  section_virtual_mining_read: 'transfers',
  section_referrals_read: 'referrals',
  section_permissions_read: 'accessControl',
};

/** The access object of spec §3 for a permission: type Pool, Platform or the account's own list. */
export function accessOf(permission: Permission): AccessObject {
  if (permission.type === 'pool') return { type: 'Pool', access: [] };
  if (permission.type === 'platform') return { type: 'Platform', access: [] };
  const fromSections = permission.sections.flatMap((section) => pageBySection[section] ?? []);
  return { type: permission.type, access: [...new Set([...pagesByRole[permission.role], ...fromSections])] };
}

/** Spec §3: the display name comes from account_name, pool_name, operator_name, or the word Platform. */
export function displayNameOf(permission: Permission, platformWord: string): string {
  return permission.account_name ?? permission.pool_name ?? permission.operator_name ?? platformWord;
}
