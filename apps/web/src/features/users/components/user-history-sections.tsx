import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AuditEntry, UserPermission } from '@pool/contract';
import { Table, type Column } from '@/components/ui/data-table';
import { formatDateTime } from '@/lib/format';
import { UserSection } from './user-section';
import styles from './users.module.css';

/** The accounts the user has a role on. */
export function UserPermissionsSection({ permissions }: { permissions: UseQueryResult<UserPermission[]> }) {
  const { t } = useTranslation();
  const columns: Column<UserPermission>[] = [
    { key: 'type', header: t('users.permissions.type'), cell: (row) => t(`users.types.${row.type}`) },
    { key: 'account', header: t('users.permissions.account'), cell: (row) => row.account_name },
    { key: 'role', header: t('users.permissions.role'), cell: (row) => t(`users.roles.${row.role}`) },
  ];
  return (
    <UserSection title={t('users.permissions.title')}>
      <Table
        caption={t('users.permissions.title')}
        columns={columns}
        rows={permissions.data ?? []}
        rowKey={(row) => row.id}
        busy={permissions.isPending}
      />
    </UserSection>
  );
}

/** What was done to the user, by whom and when. */
export function UserAuditSection({ entries }: { entries: readonly AuditEntry[] }) {
  const { t, i18n } = useTranslation();
  return (
    <UserSection title={t('users.audit.title')}>
      {entries.length === 0 ? (
        <p className={styles.muted}>{t('users.audit.none')}</p>
      ) : (
        <ul className={styles.list}>
          {entries.map((entry, index) => (
            <li key={index}>
              {t(`users.audit.actions.${entry.action}`, { defaultValue: entry.action })}{' '}
              <span className={styles.muted}>
                {t('users.audit.by', {
                  who: entry.actor_email ?? t('users.audit.someone'),
                  time: formatDateTime(entry.created_at, i18n.language),
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </UserSection>
  );
}
