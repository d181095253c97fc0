import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accessRoleSchema, type AccessRole, type UserInvitation } from '@pool/contract';
import { Button } from '@/components/ui/button';
import { Table, type Column } from '@/components/ui/data-table';
import { SelectField } from '@/components/ui/select-field';
import { toast } from '@/components/ui/toast/toast-store';
import { formatDateTime } from '@/lib/format';
import { useInviteUser } from '../api/user-actions';
import { useFailureText } from '../use-failure-text';
import { UserSection } from './user-section';
import styles from './users.module.css';

/** The user's invitations (staff who manage users resend an open one), and an invitation to the pool itself. */
export function UserInvitesSection({
  userId,
  invites,
  poolId,
  canManage,
}: {
  userId: string;
  invites: UseQueryResult<UserInvitation[]>;
  poolId: string | undefined;
  canManage: boolean;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const failureText = useFailureText();
  const [poolRole, setPoolRole] = useState<AccessRole>('viewer');
  const resend = useInviteUser(userId, {
    onSuccess: () => toast.success(t('users.invites.sent')),
    onError: (error) => toast.error(failureText(error)),
  });
  const columns: Column<UserInvitation>[] = [
    { key: 'account', header: t('users.permissions.account'), cell: (row) => row.account_name },
    { key: 'role', header: t('users.permissions.role'), cell: (row) => t(`users.roles.${row.role}`) },
    {
      key: 'state',
      header: t('users.invites.state'),
      cell: (row) =>
        row.accepted_at
          ? t('users.invites.accepted', { time: formatDateTime(row.accepted_at, language) })
          : t('users.invites.open', { time: formatDateTime(row.expires_at, language) }),
    },
    ...(canManage
      ? [
          {
            key: 'resend',
            header: t('users.sessions.actions'),
            cell: (row: UserInvitation) =>
              row.accepted_at ? null : (
                <Button
                  kind="transparent"
                  size="xs"
                  disabled={resend.isPending}
                  onClick={() => resend.mutate({ kind: row.kind, account_id: row.account_id, role: row.role })}
                >
                  {t('users.invites.resend')}
                </Button>
              ),
          },
        ]
      : []),
  ];
  return (
    <UserSection title={t('users.invites.title')}>
      {canManage && poolId ? (
        <form
          className={styles.actions}
          onSubmit={(event) => {
            event.preventDefault();
            resend.mutate({ kind: 'pool', account_id: poolId, role: poolRole });
          }}
        >
          <SelectField
            label={t('users.invites.poolRole')}
            value={poolRole}
            options={accessRoleSchema.options.map((role) => ({ value: role, label: t(`users.roles.${role}`) }))}
            onChange={(event) => setPoolRole(event.target.value as AccessRole)}
          />
          <Button type="submit" kind="transparent" className={styles.alignEnd} disabled={resend.isPending}>
            {t('users.invites.toPool')}
          </Button>
        </form>
      ) : null}
      {invites.data?.length === 0 ? (
        <p className={styles.muted}>{t('users.invites.none')}</p>
      ) : (
        <Table
          caption={t('users.invites.title')}
          columns={columns}
          rows={invites.data ?? []}
          rowKey={(row) => row.id}
          busy={invites.isPending}
        />
      )}
    </UserSection>
  );
}
