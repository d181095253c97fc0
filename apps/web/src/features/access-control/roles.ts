import { useTranslation } from 'react-i18next';
import { accessRoleSchema, roleLabelKeys, type AccessRole } from '@pool/contract';

/** The roles a manager may give: an owner every one, an admin all but owner. */
export function assignableRoles(canManageOwners: boolean): AccessRole[] {
  return accessRoleSchema.options.filter((role) => canManageOwners || role !== 'owner');
}

/** A role's label as product §3 shows it (the treasurer role reads "manager"). */
export function useRoleLabel() {
  const { t } = useTranslation();
  return (role: AccessRole) => t(`accessControl.roles.${roleLabelKeys[role]}`);
}
