import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/app/use-page-title';
import { useWatchArea } from '@/app/watch-area';
import { accountOf } from '@/lib/account';
import { AccountDashboard } from '@/features/monitoring/components/account-dashboard';
import { SectionPage } from './section-page';

/** /watch/{token}: the read-only dashboard of the watcher link's miner account. */
export function Component() {
  const { t } = useTranslation();
  const title = t('pages.watchDashboard.title');
  usePageTitle(title);
  const { basePath, permission } = useWatchArea();
  const account = accountOf(permission);
  if (!account) return <SectionPage titleKey="pages.watchDashboard" />;
  return (
    <AccountDashboard
      key={`${account.kind}:${account.id}`}
      account={account}
      title={title}
      workersPath={`${basePath}/workers`}
    />
  );
}
