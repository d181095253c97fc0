import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  accessRoleSchema,
  type AccessRole,
  type UserInvitation,
  type UserPermission,
  type UserSession,
} from '@pool/contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, type Column } from '@/components/ui/data-table';
import { FormMessage } from '@/components/ui/form-message';
import { SelectField } from '@/components/ui/select-field';
import { PageHeader } from '@/components/ui/page-header';
import { toast } from '@/components/ui/toast/toast-store';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import {
  userDeletionRequestQueryOptions,
  userInvitesQueryOptions,
  userPermissionsQueryOptions,
  userQueryOptions,
  userSessionsQueryOptions,
} from '../api/get-user';
import { useDeleteUser, useInviteUser, useResetSecondFactor, useRevokeSession } from '../api/user-actions';
import { ConfirmByEmail } from './confirm-by-email';
import styles from './users.module.css';
import card from '@/components/ui/card.module.css';
import pageStyles from '@/components/ui/page.module.css';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={`${card.card} ${card.stack}`} aria-labelledby={id}>
      <h2 id={id} className={card.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The text of a refused staff action: the §8 or the users namespace's text of its code. */
function useFailureText() {
  const { t, i18n } = useTranslation();
  return (error: unknown) => {
    if (!(error instanceof ApiError)) return t('toasts.error');
    for (const key of [
      `users.errors.${error.fields[0]?.code ?? ''}`,
      `users.errors.${error.code}`,
      `errors.codes.${error.code}`,
    ])
      if (i18n.exists(key)) return t(key, { ...error.fields[0] });
    return t('toasts.error');
  };
}

/**
 * /users/{id}: the person (verification, second-factor methods, created, last seen), their
 * removal request, permissions, sessions (revoke), invitations (resend) and the audit log;
 * staff who manage users reset the second factor or delete the user after typing the e-mail.
 */
export function UserPage({ poolId, userId }: { poolId: string | undefined; userId: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const navigate = useNavigate();
  const failureText = useFailureText();
  const user = useQuery(userQueryOptions(userId));
  const permissions = useQuery(userPermissionsQueryOptions(userId));
  const sessions = useQuery(userSessionsQueryOptions(userId));
  const invites = useQuery(userInvitesQueryOptions(userId));
  const deletion = useQuery(userDeletionRequestQueryOptions(userId));
  const [dialog, setDialog] = useState<'reset' | 'delete'>();
  const [poolRole, setPoolRole] = useState<AccessRole>('viewer');
  const [dialogError, setDialogError] = useState<string>();
  const closeDialog = () => {
    setDialog(undefined);
    setDialogError(undefined);
  };
  const succeeded = (text: string) => () => toast.success(text);
  const failed = (error: Error) => toast.error(failureText(error));
  const revoke = useRevokeSession(poolId ?? '', userId, {
    onSuccess: succeeded(t('users.sessions.revoked')),
    onError: failed,
  });
  const resend = useInviteUser(userId, { onSuccess: succeeded(t('users.invites.sent')), onError: failed });
  const reset = useResetSecondFactor(userId, {
    onSuccess: () => {
      closeDialog();
      toast.success(t('users.resetDone'));
    },
    onError: (error) => setDialogError(failureText(error)),
  });
  const remove = useDeleteUser(userId, {
    onSuccess: () => {
      toast.success(t('users.deleted'));
      void navigate('/users', { replace: true });
    },
    onError: (error) => setDialogError(failureText(error)),
  });

  if (user.isError)
    return (
      <div className={pageStyles.page}>
        <PageHeader title={t('users.userTitle')} account={undefined} />
        <FormMessage type="error">
          {user.error instanceof ApiError && user.error.status === 404 ? t('users.notFound') : t('users.error')}
        </FormMessage>
      </div>
    );
  if (!user.data) return <div className={pageStyles.page} role="status" aria-busy="true" />;
  const person = user.data;
  const canManage = person.can_manage;
  const request = deletion.data;

  const permissionColumns: Column<UserPermission>[] = [
    { key: 'type', header: t('users.permissions.type'), cell: (row) => t(`users.types.${row.type}`) },
    { key: 'account', header: t('users.permissions.account'), cell: (row) => row.account_name },
    { key: 'role', header: t('users.permissions.role'), cell: (row) => t(`users.roles.${row.role}`) },
  ];
  const sessionColumns: Column<UserSession>[] = [
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
  const inviteColumns: Column<UserInvitation>[] = [
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
    <div className={pageStyles.page}>
      <PageHeader title={person.email} account={undefined} />
      <Section title={t('users.profile')}>
        <dl className={styles.facts}>
          <div>
            <dt>{t('users.columns.security')}</dt>
            <dd>{person.verified ? t('users.verified') : t('users.unverified')}</dd>
          </div>
          <div>
            <dt>{t('users.twoFactorMethods')}</dt>
            <dd>
              {person.second_factor_methods.length
                ? person.second_factor_methods.map((method) => t(`users.methods.${method}`)).join(', ')
                : t('users.twoFactorOff')}
            </dd>
          </div>
          <div>
            <dt>{t('users.columns.created')}</dt>
            <dd>{formatDateTime(person.created_at, language)}</dd>
          </div>
          <div>
            <dt>{t('users.lastSeen')}</dt>
            <dd>{person.last_seen_at ? formatDateTime(person.last_seen_at, language) : t('users.never')}</dd>
          </div>
        </dl>
        {canManage ? (
          <div className={styles.actions}>
            <Button
              kind="transparent"
              disabled={person.second_factor_methods.length === 0}
              onClick={() => setDialog('reset')}
            >
              {t('users.reset')}
            </Button>
            <Button kind="transparent" onClick={() => setDialog('delete')}>
              {t('users.delete')}
            </Button>
          </div>
        ) : null}
      </Section>
      {request ? (
        <Section title={t('users.deletionRequest.title')}>
          <p>
            {t(`users.deletionRequest.${request.status}`, {
              account: request.account_name,
              time: formatDateTime(request.requested_at, language),
            })}
          </p>
          {canManage && request.status === 'open' ? (
            <div>
              <Button onClick={() => setDialog('delete')}>{t('users.deletionRequest.complete')}</Button>
            </div>
          ) : null}
        </Section>
      ) : null}
      <Section title={t('users.permissions.title')}>
        <Table
          caption={t('users.permissions.title')}
          columns={permissionColumns}
          rows={permissions.data ?? []}
          rowKey={(row) => row.id}
          busy={permissions.isPending}
        />
      </Section>
      <Section title={t('users.sessions.title')}>
        <Table
          caption={t('users.sessions.title')}
          columns={sessionColumns}
          rows={sessions.data ?? []}
          rowKey={(row) => row.id}
          busy={sessions.isPending}
        />
      </Section>
      <Section title={t('users.invites.title')}>
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
            columns={inviteColumns}
            rows={invites.data ?? []}
            rowKey={(row) => row.id}
            busy={invites.isPending}
          />
        )}
      </Section>
      <Section title={t('users.audit.title')}>
        {person.audit_log.length === 0 ? (
          <p className={styles.muted}>{t('users.audit.none')}</p>
        ) : (
          <ul className={styles.list}>
            {person.audit_log.map((entry, index) => (
              <li key={index}>
                {t(`users.audit.actions.${entry.action}`, { defaultValue: entry.action })}{' '}
                <span className={styles.muted}>
                  {t('users.audit.by', {
                    who: entry.actor_email ?? t('users.audit.someone'),
                    time: formatDateTime(entry.created_at, language),
                  })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <ConfirmByEmail
        key={dialog ?? 'closed'}
        open={dialog !== undefined}
        title={dialog === 'delete' ? t('users.delete') : t('users.reset')}
        text={
          dialog === 'delete'
            ? t('users.confirm.delete', { email: person.email })
            : t('users.confirm.reset', { email: person.email })
        }
        email={person.email}
        confirmLabel={dialog === 'delete' ? t('users.delete') : t('users.reset')}
        pending={reset.isPending || remove.isPending}
        error={dialogError}
        onConfirm={(typed) => (dialog === 'delete' ? remove.mutate(typed) : reset.mutate(typed))}
        onClose={closeDialog}
      />
    </div>
  );
}
