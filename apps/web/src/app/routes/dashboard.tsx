import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/app/use-page-title';
import { accountOf } from '@/lib/account';
import { AccountDashboard } from '@/features/monitoring/components/account-dashboard';
import { activePermissionOf } from '@/features/session/active-permission';
import { identityQueryOptions } from '@/features/session/api/get-identity';
import { SectionPage } from './section-page';

/** /: the dashboard of the active account (pool, operator or miner). */
export function Component() {
  const { t } = useTranslation();
  const title = t('pages.dashboard.title');
  usePageTitle(title);
  const { data: identity } = useQuery(identityQueryOptions);
  const account = accountOf(identity && activePermissionOf(identity.permissions));
  if (!account) return <SectionPage titleKey="pages.dashboard" />;
  return (
    <AccountDashboard key={`${account.kind}:${account.id}`} account={account} title={title} workersPath="/workers" />
  );
}
