import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { InvitationView } from '@/features/access-control/components/invitation-view';
import { storeActivePermission } from '@/features/session/active-permission';
import { useAcceptInvite } from '@/features/session/api/accept-invite';
import { identityKeys } from '@/features/session/api/keys';
import { usePageTitle } from '@/app/use-page-title';
import pageStyles from '@/components/ui/page.module.css';

/** /invitation?code=…: what the invitation offers, and its acceptance, which opens the account. */
export function Component() {
  const { t } = useTranslation();
  const title = t('pages.invitation.title');
  usePageTitle(title);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const queryClient = useQueryClient();
  const accept = useAcceptInvite({
    onSuccess: async ({ permission }) => {
      // The new account becomes the active one; the identity is read again before leaving.
      storeActivePermission(permission.id);
      await queryClient.invalidateQueries({ queryKey: identityKeys.current });
      await navigate('/', { replace: true });
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
