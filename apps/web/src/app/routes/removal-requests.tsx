import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/app/use-page-title';
import { RemovalRequestsPage } from '@/features/removal-requests/components/removal-requests-page';
import { SectionPage } from './section-page';
import { useUsersPool } from './users-access';

/** /removal-requests: pool staff's desk of the miners' account removal requests. */
export function Component() {
  const { t } = useTranslation();
  const title = t('pages.removalRequests.title');
  usePageTitle(title);
  const poolId = useUsersPool();
  if (!poolId) return <SectionPage titleKey="pages.removalRequests" />;
  return <RemovalRequestsPage key={poolId} poolId={poolId} title={title} />;
}
