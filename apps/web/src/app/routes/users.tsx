import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/app/use-page-title';
import { UsersPage } from '@/features/users/components/users-page';
import { SectionPage } from './section-page';
import { useUsersPool } from './users-access';

/** /users: pool staff's list of the people with access to the pool. */
export function Component() {
  const { t } = useTranslation();
  const title = t('pages.users.title');
  usePageTitle(title);
  const poolId = useUsersPool();
  if (!poolId) return <SectionPage titleKey="pages.users" />;
  return <UsersPage key={poolId} poolId={poolId} title={title} />;
}
