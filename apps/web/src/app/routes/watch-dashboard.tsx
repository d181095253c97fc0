import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/app/use-page-title';
import { useWatchArea } from '@/app/watch-area';
import { useCurrencyValues } from '@/features/exchange-rates/use-exchange-rates';
import { AccountDashboard } from '@/features/monitoring/components/account-dashboard';
import { BalanceCards } from '@/features/payments/components/balance-cards';
import { canOpenPage } from '@/lib/access';
import { accountOf } from '@/lib/account';
import { SectionPage } from './section-page';

/** /watch/{token}: the read-only dashboard of the watcher link's miner account, with its money when the link opens payments. */
export function Component() {
  const { t } = useTranslation();
  const title = t('pages.watchDashboard.title');
  usePageTitle(title);
  const { basePath, permission } = useWatchArea();
  const account = accountOf(permission);
  const showMoney = Boolean(account && canOpenPage(permission, 'payments'));
  const currencyValues = useCurrencyValues(showMoney);
  if (!account) return <SectionPage titleKey="pages.watchDashboard" />;
  return (
    <AccountDashboard
      key={`${account.kind}:${account.id}`}
      account={account}
      title={title}
      workersPath={`${basePath}/workers`}
    >
      {showMoney ? <BalanceCards account={account} {...currencyValues} /> : null}
    </AccountDashboard>
  );
}
