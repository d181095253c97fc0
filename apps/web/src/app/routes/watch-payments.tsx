import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/app/use-page-title';
import { useWatchArea } from '@/app/watch-area';
import { useExchangeRates, useUnavailableCurrencies } from '@/features/exchange-rates/use-exchange-rates';
import { accountQueryOptions } from '@/features/monitoring/api/get-account';
import { PaymentsPage } from '@/features/payments/components/payments-page';
import { accountOf } from '@/lib/account';
import { SectionPage } from './section-page';

/** /watch/{token}/payments: the watcher link's payments, read-only (the watcher header goes with every call). */
export function Component() {
  const { t } = useTranslation();
  const title = t('pages.watchPayments.title');
  usePageTitle(title);
  const { permission } = useWatchArea();
  const account = accountOf(permission);
  const details = useQuery({
    ...accountQueryOptions(account ?? { kind: 'miners', id: '' }),
    enabled: Boolean(account && !permission?.account_name),
  });
  const rates = useExchangeRates();
  const unavailableCurrencies = useUnavailableCurrencies();
  if (!account) return <SectionPage titleKey="pages.watchPayments" />;
  return (
    <PaymentsPage
      key={`${account.kind}:${account.id}`}
      account={account}
      title={title}
      accountName={permission?.account_name ?? details.data?.name}
      rates={rates}
      unavailableCurrencies={unavailableCurrencies}
    />
  );
}
