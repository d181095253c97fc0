import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  inviteEmailMaxLength,
  type AccessAccountKind,
  type AccessInvitation,
  type AccessMember,
  type AccessRole,
  type SectionPermission,
} from '@pool/contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { ConfirmDialog } from '@/components/ui/dialog/confirm-dialog';
import { Dialog } from '@/components/ui/dialog/dialog';
import { TextField, type FieldMessage } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/toast-store';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useChangeAccess } from '../api/change-access';
import { accessListQueryOptions } from '../api/get-access-list';
import { useInviteToAccount } from '../api/invite-to-account';
import { useRevokeAccess } from '../api/revoke-access';
import { assignableRoles, managesRole, useRoleLabel } from '../roles';
import { RoleField, SectionsField } from './access-fields';
import styles from './access-control.module.css';
import card from '@/components/ui/card.module.css';
import list from '@/components/ui/list.module.css';

export interface AccessListProps {
  kind: AccessAccountKind;
  accountId: string;
  /** The page of members (1-based); the route keeps it in the address. */
  page: number;
  onPage: (page: number) => void;
}

/** A failed change in a toast with the §8 text of its code. */
function useFailureToast() {
  const { t } = useTranslation();
  return (error: unknown) => {
    const code = error instanceof ApiError ? error.code : 'unexpected';
    toast.error(t(`errors.codes.${code}`, { defaultValue: t('toasts.error') }), {
      description: t('toasts.errorDescription'),
    });
  };
}

/**
 * Who has access to an account (product §3 roles and sections, §6): the members with their
 * role and sections, the open invitations, and for owners and admins inviting, changing
 * and revoking. The server decides every rule; the screen offers only what it allows.
 */
export function AccessList({ kind, accountId, page, onPage }: AccessListProps) {
  const { t, i18n } = useTranslation();
  const roleLabel = useRoleLabel();
  const query = useQuery(accessListQueryOptions(kind, accountId, page));
  const [editing, setEditing] = useState<AccessMember | undefined>();
  const [revoking, setRevoking] = useState<AccessMember | AccessInvitation | undefined>();
  const you = query.data?.you;
  const failed = useFailureToast();
  const revoke = useRevokeAccess(kind, accountId, {
    onSuccess: () => {
      toast.success(t('accessControl.revoked'));
      setRevoking(undefined);
    },
    onError: (error) => {
      setRevoking(undefined);
      failed(error);
    },
  });

  const columns: Column<AccessMember>[] = [
    {
      key: 'person',
      header: t('accessControl.columns.person'),
      cell: (member) => (
        <span className={styles.person}>
          {member.email ?? t('accessControl.unknownPerson')}
          {member.is_you ? <Badge outline>{t('accessControl.you')}</Badge> : null}
        </span>
      ),
    },
    { key: 'role', header: t('accessControl.columns.role'), cell: (member) => roleLabel(member.role) },
    {
      key: 'sections',
      header: t('accessControl.columns.sections'),
      cell: (member) =>
        member.sections.length ? (
          <span className={styles.badges}>
            {member.sections.map((section) => (
              <Badge key={section} tone="info">
                {t(`accessControl.sections.${section}`)}
              </Badge>
            ))}
          </span>
        ) : (
          <span className={styles.muted}>{t('accessControl.roleOnly')}</span>
        ),
    },
    {
      key: 'since',
      header: t('accessControl.columns.since'),
      cell: (member) => formatDateTime(member.granted_at, i18n.language),
    },
  ];
  if (you?.can_manage) {
    columns.push({
      key: 'actions',
      header: t('accessControl.columns.actions'),
      cell: (member) =>
        member.is_you || !managesRole(you.can_manage_owners, member.role) ? (
          <span className={styles.muted}>{member.is_you ? t('accessControl.ownAccess') : '—'}</span>
        ) : (
          <span className={styles.actions}>
            <Button kind="transparent" size="xs" onClick={() => setEditing(member)}>
              {t('accessControl.change')}
            </Button>
            <Button kind="transparent" size="xs" onClick={() => setRevoking(member)}>
              {t('accessControl.revoke')}
            </Button>
          </span>
        ),
    });
  }

  return (
    <div className={styles.stack}>
      <section className={`${card.card} ${card.stack}`} aria-labelledby={`${accountId}-members`}>
        <h2 id={`${accountId}-members`} className={card.heading}>
          {t('accessControl.membersTitle')}
        </h2>
        <DataTable
          caption={t('accessControl.membersTitle')}
          columns={columns}
          rowKey={(member) => member.permission_id}
          query={query}
          emptyText={t('accessControl.noMembers')}
          errorText={t('accessControl.error')}
          onPage={onPage}
        />
      </section>
      {query.data?.invitations.length ? (
        <section className={`${card.card} ${card.stack}`} aria-labelledby={`${accountId}-invitations`}>
          <h2 id={`${accountId}-invitations`} className={card.heading}>
            {t('accessControl.invitationsTitle')}
          </h2>
          <ul className={list.list} aria-label={t('accessControl.invitationsTitle')}>
            {query.data.invitations.map((invitation) => (
              <li key={invitation.invitation_id} className={list.row}>
                <div className={list.rowText}>
                  <strong>{invitation.email}</strong>
                  <span className={styles.muted}>
                    {roleLabel(invitation.role)} ·{' '}
                    {invitation.expired
                      ? t('accessControl.invitationExpired')
                      : t('accessControl.invitationExpires', {
                          time: formatDateTime(invitation.expires_at, i18n.language),
                        })}
                    {invitation.invited_by
                      ? ` · ${t('accessControl.invitedBy', { email: invitation.invited_by })}`
                      : ''}
                  </span>
                </div>
                {you?.can_manage ? (
                  <Button
                    kind="transparent"
                    size="xs"
                    onClick={() => setRevoking(invitation)}
                    aria-label={t('accessControl.withdrawFor', { email: invitation.email })}
                  >
                    {t('accessControl.withdraw')}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {you?.can_manage ? (
        <InviteForm kind={kind} accountId={accountId} canManageOwners={you.can_manage_owners} onError={failed} />
      ) : null}
      {editing && you ? (
        <ChangeAccessDialog
          kind={kind}
          accountId={accountId}
          member={editing}
          roles={assignableRoles(you.can_manage_owners)}
          onClose={() => setEditing(undefined)}
          onError={failed}
        />
      ) : null}
      <ConfirmDialog
        open={revoking !== undefined}
        title={
          revoking && 'invitation_id' in revoking ? t('accessControl.withdrawTitle') : t('accessControl.revokeTitle')
        }
        confirmLabel={revoking && 'invitation_id' in revoking ? t('accessControl.withdraw') : t('accessControl.revoke')}
        pending={revoke.isPending}
        onConfirm={() =>
          revoking &&
          revoke.mutate(
            'invitation_id' in revoking
              ? { invitation_id: revoking.invitation_id }
              : { permission_id: revoking.permission_id },
          )
        }
        onClose={() => setRevoking(undefined)}
      >
        <p>
          {revoking && 'invitation_id' in revoking
            ? t('accessControl.withdrawText', { email: revoking.email })
            : t('accessControl.revokeText', { email: revoking?.email ?? t('accessControl.unknownPerson') })}
        </p>
      </ConfirmDialog>
    </div>
  );
}

function InviteForm({
  kind,
  accountId,
  canManageOwners,
  onError,
}: {
  kind: AccessAccountKind;
  accountId: string;
  canManageOwners: boolean;
  onError: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AccessRole>('viewer');
  const [sections, setSections] = useState<SectionPermission[]>([]);
  const [emailMessages, setEmailMessages] = useState<FieldMessage[]>([]);
  const invite = useInviteToAccount(kind, accountId, {
    onSuccess: (invitation) => {
      toast.success(t('accessControl.invited', { email: invitation.email }));
      setEmail('');
      setSections([]);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields?.some((field) => field.name.endsWith('email'))) {
        setEmailMessages([{ key: 'email', type: 'error', text: t('accessControl.emailInvalid') }]);
      } else onError(error);
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim()) {
      setEmailMessages([{ key: 'required', type: 'error', text: t('validation.required') }]);
      return;
    }
    setEmailMessages([]);
    invite.mutate({ email: email.trim(), role, sections });
  };
  return (
    <section className={`${card.card} ${card.stack}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={card.heading}>
        {t('accessControl.inviteTitle')}
      </h2>
      <p className={styles.muted}>{t('accessControl.inviteDescription')}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={t('accessControl.email')}
          type="email"
          autoComplete="off"
          value={email}
          maxLength={inviteEmailMaxLength}
          messages={emailMessages}
          onChange={(event) => setEmail(event.target.value)}
        />
        <RoleField value={role} roles={assignableRoles(canManageOwners)} onChange={setRole} />
        <SectionsField value={sections} onChange={setSections} />
        <div>
          <Button type="submit" disabled={invite.isPending}>
            {t('accessControl.invite')}
          </Button>
        </div>
      </form>
    </section>
  );
}

function ChangeAccessDialog({
  kind,
  accountId,
  member,
  roles,
  onClose,
  onError,
}: {
  kind: AccessAccountKind;
  accountId: string;
  member: AccessMember;
  roles: readonly AccessRole[];
  onClose: () => void;
  onError: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const [role, setRole] = useState<AccessRole>(member.role);
  const [sections, setSections] = useState<SectionPermission[]>(member.sections);
  const change = useChangeAccess(kind, accountId, {
    onSuccess: () => {
      toast.success(t('toasts.success'));
      onClose();
    },
    onError,
  });
  return (
    <Dialog open onClose={onClose} title={t('accessControl.changeTitle', { email: member.email ?? '' })}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          change.mutate({ permission_id: member.permission_id, role, sections });
        }}
      >
        <RoleField value={role} roles={roles} onChange={setRole} />
        <SectionsField value={sections} onChange={setSections} />
        <div className={styles.dialogActions}>
          <Button kind="transparent" onClick={onClose} disabled={change.isPending}>
            {t('accessControl.cancel')}
          </Button>
          <Button type="submit" disabled={change.isPending}>
            {t('accessControl.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
