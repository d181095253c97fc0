import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/app/use-page-title';
import { accountQueryOptions } from '@/features/monitoring/api/get-account';
import { ReferralsPage } from '@/features/sharing/components/referrals-page';
import { activePermissionOf } from '@/features/session/active-permission';
import { identityQueryOptions } from '@/features/session/api/get-identity';
import { accountOf } from '@/lib/account';
import { SectionPage } from './section-page';

/** /referrals: the active miner account's referral link and the accounts it brought (the route guard checked the page rule). */
export function Component() {
  const { t } = useTranslation();
  const title = t('pages.referrals.title');
  usePageTitle(title);
  const { data: identity } = useQuery(identityQueryOptions);
  const account = accountOf(identity && activePermissionOf(identity.permissions));
  const details = useQuery({
    ...accountQueryOptions(account ?? { kind: 'miners', id: '' }),
    enabled: account?.kind === 'miners',
  });
  if (account?.kind !== 'miners') return <SectionPage titleKey="pages.referrals" />;
  return <ReferralsPage key={account.id} minerId={account.id} title={title} accountName={details.data?.name} />;
}
