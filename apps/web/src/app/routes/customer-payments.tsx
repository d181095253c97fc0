import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePageTitle } from '@/app/use-page-title';
import { CustomerNav } from '@/features/customers/components/customer-nav';
import { useExchangeRates, useUnavailableCurrencies } from '@/features/exchange-rates/use-exchange-rates';
import { accountQueryOptions } from '@/features/monitoring/api/get-account';
import { PaymentsPage } from '@/features/payments/components/payments-page';
import type { AccountRef } from '@/lib/account';
import { useCustomerAccess } from './customer-access';
import { NotAnOperator } from './not-an-operator';
import pageStyles from '@/components/ui/page.module.css';

/** /customers/{id}/payments: the customer's payments (the payments table), where the operator's access opens payments. */
export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const title = t('pages.customerPayments.title');
  usePageTitle(title);
  const { owner, sections, showBalance } = useCustomerAccess();
  const account: AccountRef = { kind: 'miners', id };
  const details = useQuery({ ...accountQueryOptions(account), enabled: Boolean(owner && id) });
  const rates = useExchangeRates(showBalance);
  const unavailableCurrencies = useUnavailableCurrencies(showBalance);
  if (!owner) return <NotAnOperator title={title} />;
  return (
    <div className={pageStyles.page}>
      <CustomerNav minerId={id} current="payments" sections={sections} />
      {showBalance ? (
        <PaymentsPage
          key={id}
          account={account}
          title={title}
          accountName={details.data?.name}
          rates={rates}
          unavailableCurrencies={unavailableCurrencies}
        />
      ) : (
        <p className={pageStyles.muted}>{t('customers.noPayments')}</p>
      )}
    </div>
  );
}
