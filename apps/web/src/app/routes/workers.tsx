import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/app/use-page-title';
import { configStore, stratumAddressesOf } from '@/features/config/config-store';
import { accountOf } from '@/lib/account';
import { WorkersPage } from '@/features/monitoring/components/workers-page';
import { activePermissionOf } from '@/features/session/active-permission';
import { identityQueryOptions } from '@/features/session/api/get-identity';
import { SectionPage } from './section-page';

/** /workers: the active account's workers. */
export function Component() {
  const { t } = useTranslation();
  const title = t('pages.workers.title');
  usePageTitle(title);
  const { data: identity } = useQuery(identityQueryOptions);
  const account = accountOf(identity && activePermissionOf(identity.permissions));
  if (!account) return <SectionPage titleKey="pages.workers" />;
  const stratum = stratumAddressesOf(configStore.snapshot.pool);
  return (
    <WorkersPage key={`${account.kind}:${account.id}`} account={account} title={title} stratumAddresses={stratum} />
  );
}
