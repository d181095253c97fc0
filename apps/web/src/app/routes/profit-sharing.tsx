import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/app/use-page-title';
import { accountQueryOptions } from '@/features/monitoring/api/get-account';
import { ProfitSharingPage } from '@/features/sharing/components/profit-sharing-page';
import { activePermissionOf } from '@/features/session/active-permission';
import { identityQueryOptions } from '@/features/session/api/get-identity';
import { can } from '@/lib/access';
import { accountOf } from '@/lib/account';
import { SectionPage } from './section-page';

/** /profit-sharing: the active miner account's profit splits; its owners and admins change them. */
export function Component() {
  const { t } = useTranslation();
  const title = t('pages.profitSharing.title');
  usePageTitle(title);
  const { data: identity } = useQuery(identityQueryOptions);
  const permission = identity && activePermissionOf(identity.permissions);
  const account = accountOf(permission);
  const details = useQuery({
    ...accountQueryOptions(account ?? { kind: 'miners', id: '' }),
    enabled: account?.kind === 'miners',
  });
  // Splits are between miner accounts: a pool or an operator gives none of its own.
  if (account?.kind !== 'miners' || !permission) return <SectionPage titleKey="pages.profitSharing" />;
  return (
    <ProfitSharingPage
      key={account.id}
      donorId={account.id}
      title={title}
      accountName={details.data?.name}
      canManage={can(permission, 'manage_profit_sharing')}
    />
  );
}
