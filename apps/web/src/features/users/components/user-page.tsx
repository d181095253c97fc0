import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '@/components/ui/form-message';
import { PageHeader } from '@/components/ui/page-header';
import { ApiError } from '@/lib/api-client';
import {
  userDeletionRequestQueryOptions,
  userInvitesQueryOptions,
  userPermissionsQueryOptions,
  userQueryOptions,
  userSessionsQueryOptions,
} from '../api/get-user';
import { useUserRemoval } from '../use-user-removal';
import { ConfirmByEmail } from './confirm-by-email';
import { UserAuditSection, UserPermissionsSection } from './user-history-sections';
import { UserInvitesSection } from './user-invites-section';
import { DeletionRequestSection, UserProfileSection } from './user-profile-section';
import { UserSessionsSection } from './user-sessions-section';
import pageStyles from '@/components/ui/page.module.css';

/**
 * /users/{id}: the person (verification, second-factor methods, created, last seen), their
 * removal request, permissions, sessions (revoke), invitations (resend) and the audit log;
 * staff who manage users reset the second factor or delete the user after typing the e-mail.
 */
export function UserPage({ poolId, userId }: { poolId: string | undefined; userId: string }) {
  const { t } = useTranslation();
  const user = useQuery(userQueryOptions(userId));
  // Asked for together with the user, not once its card shows: the page fills in one round trip.
  const permissions = useQuery(userPermissionsQueryOptions(userId));
  const sessions = useQuery(userSessionsQueryOptions(userId));
  const invites = useQuery(userInvitesQueryOptions(userId));
  const deletion = useQuery(userDeletionRequestQueryOptions(userId));
  const removal = useUserRemoval(userId);

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
  const deleting = removal.dialog === 'delete';

  return (
    <div className={pageStyles.page}>
      <PageHeader title={person.email} account={undefined} />
      <UserProfileSection person={person} onAction={removal.open} />
      {request ? (
        <DeletionRequestSection request={request} canManage={canManage} onDelete={() => removal.open('delete')} />
      ) : null}
      <UserPermissionsSection permissions={permissions} />
      <UserSessionsSection userId={userId} sessions={sessions} poolId={poolId} canManage={canManage} />
      <UserInvitesSection userId={userId} invites={invites} poolId={poolId} canManage={canManage} />
      <UserAuditSection entries={person.audit_log} />
      <ConfirmByEmail
        key={removal.dialog ?? 'closed'}
        open={removal.dialog !== undefined}
        title={deleting ? t('users.delete') : t('users.reset')}
        text={
          deleting
            ? t('users.confirm.delete', { email: person.email })
            : t('users.confirm.reset', { email: person.email })
        }
        email={person.email}
        confirmLabel={deleting ? t('users.delete') : t('users.reset')}
        pending={removal.pending}
        error={removal.dialogError}
        onConfirm={removal.confirm}
        onClose={removal.close}
      />
    </div>
  );
}
