import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { displayNameOf } from '../access';
import { activePermissionOf, storeActivePermission } from '../active-permission';
import { identityQueryOptions } from '../api/get-identity';
import { logout } from '../logout';
import { homePathOf } from '../permissions';
import styles from './account-menu.module.css';

/** The account switcher (product §2) and sign-out, in the header of the signed-in area. */
export function AccountMenu() {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: identity } = useQuery(identityQueryOptions);
  if (!identity) return null;
  const active = activePermissionOf(identity.permissions);

  const switchTo = (permissionId: string) => {
    const next = identity.permissions.find((permission) => permission.id === permissionId);
    if (!next) return;
    storeActivePermission(next.id);
    // Everything account-scoped hangs off the account: drop it, keep the identity.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== identityQueryOptions.queryKey[0] });
    void navigate(homePathOf(next), { replace: true });
  };

  return (
    <div className={styles.menu}>
      {identity.permissions.length > 1 ? (
        <>
          <label htmlFor={id} className="visually-hidden">
            {t('account.switch')}
          </label>
          <select
            id={id}
            className={styles.select}
            value={active?.id}
            onChange={(event) => switchTo(event.target.value)}
          >
            {identity.permissions.map((permission) => (
              <option key={permission.id} value={permission.id}>
                {displayNameOf(permission, t('account.platform'))}
              </option>
            ))}
          </select>
        </>
      ) : active ? (
        <span className={styles.name}>{displayNameOf(active, t('account.platform'))}</span>
      ) : null}
      <span className={styles.email}>{identity.user.email}</span>
      <Button kind="transparent" size="xs" onClick={() => void logout(navigate)}>
        {t('account.logout')}
      </Button>
    </div>
  );
}
