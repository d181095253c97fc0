import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/app/use-page-title';
import { accountQueryOptions } from '@/features/monitoring/api/get-account';
import { TransfersPage } from '@/features/monitoring/components/transfers-page';
import { activePermissionOf } from '@/features/session/active-permission';
import { identityQueryOptions } from '@/features/session/api/get-identity';
import { accountOf } from '@/lib/account';
import { SectionPage } from './section-page';

/** /transfers: the active miner account's hashrate transfers (the route guard has checked the transfers page rule). */
export function Component() {
  const { t } = useTranslation();
  const title = t('pages.transfers.title');
  usePageTitle(title);
  const { data: identity } = useQuery(identityQueryOptions);
  const account = accountOf(identity && activePermissionOf(identity.permissions));
  const details = useQuery({
    ...accountQueryOptions(account ?? { kind: 'miners', id: '' }),
    enabled: account?.kind === 'miners',
  });
  // Transfers are between miner accounts: a pool or an operator has none of its own.
  if (account?.kind !== 'miners') return <SectionPage titleKey="pages.transfers" />;
  return (
    <TransfersPage
      key={`${account.kind}:${account.id}`}
      account={account}
      title={title}
      accountName={details.data?.name}
    />
  );
}
