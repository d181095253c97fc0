import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/app/use-page-title';
import { useExchangeRates, useUnavailableCurrencies } from '@/features/exchange-rates/use-exchange-rates';
import { accountQueryOptions } from '@/features/monitoring/api/get-account';
import { PaymentsPage } from '@/features/payments/components/payments-page';
import { activePermissionOf } from '@/features/session/active-permission';
import { identityQueryOptions } from '@/features/session/api/get-identity';
import { accountOf } from '@/lib/account';
import { SectionPage } from './section-page';

/** /payments: the active account's payments (the route guard has checked its access opens them). */
export function Component() {
  const { t } = useTranslation();
  const title = t('pages.payments.title');
  usePageTitle(title);
  const { data: identity } = useQuery(identityQueryOptions);
  const account = accountOf(identity && activePermissionOf(identity.permissions));
  const details = useQuery({
    ...accountQueryOptions(account ?? { kind: 'miners', id: '' }),
    enabled: Boolean(account),
  });
  const rates = useExchangeRates();
  const unavailableCurrencies = useUnavailableCurrencies();
  if (!account) return <SectionPage titleKey="pages.payments" />;
  return (
    <PaymentsPage
      key={`${account.kind}:${account.id}`}
      account={account}
      title={title}
      accountName={details.data?.name}
      rates={rates}
      unavailableCurrencies={unavailableCurrencies}
    />
  );
}
