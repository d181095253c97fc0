import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/app/use-page-title';
import { useCurrencyValues } from '@/features/exchange-rates/use-exchange-rates';
import { configStore, stratumAddressesOf } from '@/features/config/config-store';
import { AccountDashboard } from '@/features/monitoring/components/account-dashboard';
import { TopMinersCard } from '@/features/monitoring/components/top-miners-card';
import { BalanceCards } from '@/features/payments/components/balance-cards';
import { activePermissionOf } from '@/features/session/active-permission';
import { identityQueryOptions } from '@/features/session/api/get-identity';
import { canOpenPage } from '@/lib/access';
import { accountOf } from '@/lib/account';
import { rememberDashboard } from '@/lib/dashboard-cookie';
import { SectionPage } from './section-page';
import grid from '@/components/ui/card-grid.module.css';

/**
 * /: the dashboard of the active account, with its money where its access opens payments.
 * A pool or an operator also sees its miner accounts (how many, the largest by hashrate),
 * leading the row of its fee income, or in a row of its own without payments.
 */
export function Component() {
  const { t } = useTranslation();
  const title = t('pages.dashboard.title');
  usePageTitle(title);
  const { data: identity } = useQuery(identityQueryOptions);
  const permission = identity && activePermissionOf(identity.permissions);
  const account = accountOf(permission);
  // The server refuses the money calls (403) without payments access: they are not made then.
  const showMoney = Boolean(account && canOpenPage(permission, 'payments'));
  const currencyValues = useCurrencyValues(showMoney);
  const kind = account?.kind;
  const id = account?.id;
  useEffect(() => {
    if (kind && id) rememberDashboard({ kind, id, money: showMoney });
  }, [kind, id, showMoney]);
  if (!account) return <SectionPage titleKey="pages.dashboard" />;
  const accounts =
    account.kind === 'miners' ? null : <TopMinersCard owner={account} className={showMoney ? grid.lead : grid.full} />;
  let overview = null;
  if (showMoney) overview = <BalanceCards account={account} lead={accounts} {...currencyValues} />;
  else if (accounts)
    overview = (
      <div className={grid.area}>
        <div className={grid.grid}>{accounts}</div>
      </div>
    );
  return (
    <AccountDashboard
      key={`${account.kind}:${account.id}`}
      account={account}
      title={title}
      workersPath="/workers"
      stratumAddresses={stratumAddressesOf(configStore.snapshot.pool)}
    >
      {overview}
    </AccountDashboard>
  );
}
