import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { usePageTitle } from '@/app/use-page-title';
import { configStore, stratumAddressesOf } from '@/features/config/config-store';
import { CustomerNav } from '@/features/customers/components/customer-nav';
import { useCurrencyValues } from '@/features/exchange-rates/use-exchange-rates';
import { AccountDashboard } from '@/features/monitoring/components/account-dashboard';
import { WorkersPage } from '@/features/monitoring/components/workers-page';
import { BalanceCards } from '@/features/payments/components/balance-cards';
import type { AccountRef } from '@/lib/account';
import { useCustomerAccess } from './customer-access';
import { NotAnOperator } from './not-an-operator';
import pageStyles from '@/components/ui/page.module.css';

/** /customers/{id}: the customer's mining page as its operator sees it: the dashboard, or its workers (`?view=workers`). */
export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const { owner, sections, showBalance } = useCustomerAccess();
  const workersView = sections.includes('workers') && (search.get('view') === 'workers' || search.has('status'));
  const title = workersView ? t('customers.nav.workers') : t('pages.customer.title');
  usePageTitle(title);
  const currencyValues = useCurrencyValues(showBalance);
  if (!owner) return <NotAnOperator title={title} />;
  const account: AccountRef = { kind: 'miners', id };
  const stratum = stratumAddressesOf(configStore.snapshot.pool);
  return (
    <div className={pageStyles.page}>
      <CustomerNav minerId={id} current={workersView ? 'workers' : 'dashboard'} sections={sections} />
      {workersView ? (
        <WorkersPage key={`workers:${id}`} account={account} title={title} stratumAddresses={stratum} />
      ) : (
        <AccountDashboard
          key={`dashboard:${id}`}
          account={account}
          title={title}
          workersPath={`/customers/${id}`}
          stratumAddresses={stratum}
        >
          {showBalance ? <BalanceCards account={account} {...currencyValues} /> : null}
        </AccountDashboard>
      )}
    </div>
  );
}
