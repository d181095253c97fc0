import { useTranslation } from 'react-i18next';
import { accessRoleSchema, mayManageRole, roleLabelKeys, type AccessRole } from '@pool/contract';

/**
 * Whether the signed-in manager may change, revoke or give this role: the access list tells
 * whether they manage owners, which only an owner does (the contract's `mayManageRole`).
 */
export function managesRole(canManageOwners: boolean, role: AccessRole): boolean {
  return mayManageRole(canManageOwners ? 'owner' : 'admin', role);
}

/** The roles a manager may give. */
export function assignableRoles(canManageOwners: boolean): AccessRole[] {
  return accessRoleSchema.options.filter((role) => managesRole(canManageOwners, role));
}

/** A role's label as product §3 shows it (the treasurer role reads "manager"). */
export function useRoleLabel() {
  const { t } = useTranslation();
  return (role: AccessRole) => t(`accessControl.roles.${roleLabelKeys[role]}`);
}
