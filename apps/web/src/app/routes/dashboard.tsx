import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/app/use-page-title';
import { useExchangeRates } from '@/features/exchange-rates/use-exchange-rates';
import { AccountDashboard } from '@/features/monitoring/components/account-dashboard';
import { BalanceCards } from '@/features/payments/components/balance-cards';
import { accessOf } from '@/features/session/access';
import { activePermissionOf } from '@/features/session/active-permission';
import { identityQueryOptions } from '@/features/session/api/get-identity';
import { canOpenPage } from '@/features/session/permissions';
import { accountOf } from '@/lib/account';
import { SectionPage } from './section-page';

/** /: the dashboard of the active account (pool, operator or miner), with its money where its access opens payments. */
export function Component() {
  const { t } = useTranslation();
  const title = t('pages.dashboard.title');
  usePageTitle(title);
  const { data: identity } = useQuery(identityQueryOptions);
  const permission = identity && activePermissionOf(identity.permissions);
  const account = accountOf(permission);
  // The server refuses the money calls (403) without payments access: they are not made then.
  const showMoney = Boolean(account && permission && canOpenPage(accessOf(permission), 'payments'));
  const rates = useExchangeRates(showMoney);
  if (!account) return <SectionPage titleKey="pages.dashboard" />;
  return (
    <AccountDashboard key={`${account.kind}:${account.id}`} account={account} title={title} workersPath="/workers">
      {showMoney ? <BalanceCards account={account} rates={rates} /> : null}
    </AccountDashboard>
  );
}
