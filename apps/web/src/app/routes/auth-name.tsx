import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageTitle } from '@/app/use-page-title';
import { AccountNameForm } from '@/features/session/components/account-name-form';
import { resetRole } from '@/features/session/role-check';

/** Product §2 /auth/name: choose an account name when the identity has no permissions. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const title = t('pages.accountName.title');
  usePageTitle(title);
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <AccountNameForm
        onCreated={() => {
          resetRole();
          void navigate('/', { replace: true });
        }}
      />
    </section>
  );
}
