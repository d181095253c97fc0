import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { UserSession } from '@pool/contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, type Column } from '@/components/ui/data-table';
import { toast } from '@/components/ui/toast/toast-store';
import { formatDateTime } from '@/lib/format';
import { useRevokeSession } from '../api/user-actions';
import { useFailureText } from '../use-failure-text';
import { UserSection } from './user-section';
import styles from './users.module.css';

/** The user's sessions; staff who manage users revoke an active one (in their pool: `poolId`). */
export function UserSessionsSection({
  userId,
  sessions,
  poolId,
  canManage,
}: {
  userId: string;
  sessions: UseQueryResult<UserSession[]>;
  poolId: string | undefined;
  canManage: boolean;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const failureText = useFailureText();
  const revoke = useRevokeSession(poolId ?? '', userId, {
    onSuccess: () => toast.success(t('users.sessions.revoked')),
    onError: (error) => toast.error(failureText(error)),
  });
  const columns: Column<UserSession>[] = [
    {
      key: 'device',
      header: t('users.sessions.device'),
      cell: (row) => (
        <span className={styles.stack}>
          <span>{row.user_agent ?? t('users.sessions.unknownDevice')}</span>
          <span className={styles.muted}>{row.ip_address ?? ''}</span>
        </span>
      ),
    },
    { key: 'when', header: t('users.sessions.when'), cell: (row) => formatDateTime(row.authenticated_at, language) },
    {
      key: 'state',
      header: t('users.sessions.state'),
      cell: (row) => (
        <Badge tone={row.active ? 'success' : 'neutral'}>
          {row.active ? t('users.sessions.active') : t('users.sessions.ended')}
        </Badge>
      ),
    },
    ...(canManage && poolId
      ? [
          {
            key: 'revoke',
            header: t('users.sessions.actions'),
            cell: (row: UserSession) =>
              row.active ? (
                <Button
                  kind="transparent"
                  size="xs"
                  disabled={revoke.isPending}
                  aria-label={t('users.sessions.revokeLabel', { device: row.user_agent ?? row.id })}
                  onClick={() => revoke.mutate(row.id)}
                >
                  {t('users.sessions.revoke')}
                </Button>
              ) : null,
          },
        ]
      : []),
  ];
  return (
    <UserSection title={t('users.sessions.title')}>
      <Table
        caption={t('users.sessions.title')}
        columns={columns}
        rows={sessions.data ?? []}
        rowKey={(row) => row.id}
        busy={sessions.isPending}
      />
    </UserSection>
  );
}
