import type { Permission } from '@pool/contract';

/** Product §3: the display name comes from account_name, pool_name, operator_name, or the word Platform. */
export function displayNameOf(permission: Permission, platformWord: string): string {
  return permission.account_name ?? permission.pool_name ?? permission.operator_name ?? platformWord;
}
