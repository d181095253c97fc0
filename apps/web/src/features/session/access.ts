import { pagesOf, type Permission } from '@pool/contract';
import type { AccessObject } from './permissions';

/** The access object of product §3 for a permission: type Pool, Platform or the account's own list. */
export function accessOf(permission: Permission): AccessObject {
  if (permission.type === 'pool') return { type: 'Pool', access: [] };
  if (permission.type === 'platform') return { type: 'Platform', access: [] };
  return { type: permission.type, access: pagesOf(permission) };
}

/** Product §3: the display name comes from account_name, pool_name, operator_name, or the word Platform. */
export function displayNameOf(permission: Permission, platformWord: string): string {
  return permission.account_name ?? permission.pool_name ?? permission.operator_name ?? platformWord;
}
