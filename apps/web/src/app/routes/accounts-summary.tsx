import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/app/use-page-title';
import { AccountsSummaryPage } from '@/features/customers/components/accounts-summary-page';
import { identityQueryOptions } from '@/features/session/api/get-identity';
import { homePathOf } from '@/features/session/permissions';
import { useSwitchAccount } from '@/features/session/use-switch-account';

/** /summary: the summary across a person's miner accounts; a name opens that account's dashboard. */
export function Component() {
  const { t } = useTranslation();
  const title = t('pages.accountsSummary.title');
  usePageTitle(title);
  const { data: identity } = useQuery(identityQueryOptions);
  const switchAccount = useSwitchAccount();
  const openerOf = (minerId: string) => {
    const permission = identity?.permissions.find((p) => p.type === 'miner' && p.account_id === minerId);
    return permission ? () => switchAccount(permission, homePathOf(permission)) : undefined;
  };
  return <AccountsSummaryPage title={title} openerOf={openerOf} />;
}
