import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { InvitationView } from '@/features/access-control/components/invitation-view';
import { storeActivePermission } from '@/features/session/active-permission';
import { useAcceptInvite } from '@/features/session/api/accept-invite';
import { resetRole } from '@/features/session/role-check';
import { usePageTitle } from '@/app/use-page-title';
import pageStyles from '@/components/ui/page.module.css';

/** /invitation?code=…: what the invitation offers, and its acceptance, which opens the account. */
export function Component() {
  const { t } = useTranslation();
  const title = t('pages.invitation.title');
  usePageTitle(title);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const accept = useAcceptInvite({
    onSuccess: ({ permission }) => {
      storeActivePermission(permission.id);
      resetRole();
      void navigate('/', { replace: true });
    },
  });
  return (
    <section className={pageStyles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={pageStyles.title}>
        {title}
      </h1>
      <InvitationView
        code={search.get('code') ?? undefined}
        onAccept={(code) => accept.mutate(code)}
        accepting={accept.isPending}
        acceptFailed={accept.isError}
      />
    </section>
  );
}
