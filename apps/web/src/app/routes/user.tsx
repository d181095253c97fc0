import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePageTitle } from '@/app/use-page-title';
import { UserPage } from '@/features/users/components/user-page';
import { SectionPage } from './section-page';
import { useUsersPool } from './users-access';

/** /users/{id}: one person, for pool staff. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('pages.user.title'));
  const { id = '' } = useParams();
  const poolId = useUsersPool();
  if (!poolId) return <SectionPage titleKey="pages.user" />;
  return <UserPage key={id} poolId={poolId} userId={id} />;
}
