import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/app/use-page-title';
import { RewardRatesPage } from '@/features/platform/components/reward-rates-page';
import { activePermissionOf } from '@/features/session/active-permission';
import { identityQueryOptions } from '@/features/session/api/get-identity';
import { can } from '@/lib/access';
import { SectionPage } from './section-page';

/** /platform: the reward rates (set the current one, external suggestions, history). Platform staff only; the server checks it too. */
export function Component() {
  const { t } = useTranslation();
  const title = t('pages.platformRewards.title');
  usePageTitle(title);
  const { data: identity } = useQuery(identityQueryOptions);
  if (!can(identity && activePermissionOf(identity.permissions), 'platform_read'))
    return <SectionPage titleKey="pages.platformRewards" />;
  return <RewardRatesPage title={title} />;
}
