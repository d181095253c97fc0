import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/app/use-page-title';
import { useWatchArea } from '@/app/watch-area';
import { configStore, stratumAddressesOf } from '@/features/config/config-store';
import { accountOf } from '@/lib/account';
import { WorkersPage } from '@/features/monitoring/components/workers-page';
import { SectionPage } from './section-page';

/** /watch/{token}/workers: the watcher link's workers, read-only. */
export function Component() {
  const { t } = useTranslation();
  const title = t('pages.watchWorkers.title');
  usePageTitle(title);
  const { permission } = useWatchArea();
  const account = accountOf(permission);
  if (!account) return <SectionPage titleKey="pages.watchWorkers" />;
  const stratum = stratumAddressesOf(configStore.snapshot.pool);
  return (
    <WorkersPage key={`${account.kind}:${account.id}`} account={account} title={title} stratumAddresses={stratum} />
  );
}
