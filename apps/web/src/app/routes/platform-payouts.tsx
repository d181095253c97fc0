import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/app/use-page-title';
import { PayoutsPage } from '@/features/platform/components/payouts-page';
import { activePermissionOf } from '@/features/session/active-permission';
import { identityQueryOptions } from '@/features/session/api/get-identity';
import { can } from '@/lib/access';
import { SectionPage } from './section-page';

/** /platform/payouts: the payout desk (next run's fees, schedule, blockchain payout requests). Platform staff only; the server checks it too. */
export function Component() {
  const { t } = useTranslation();
  const title = t('pages.platformPayouts.title');
  usePageTitle(title);
  const { data: identity } = useQuery(identityQueryOptions);
  if (!can(identity && activePermissionOf(identity.permissions), 'platform_read'))
    return <SectionPage titleKey="pages.platformPayouts" />;
  return <PayoutsPage title={title} />;
}
