import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/app/use-page-title';
import { exchangeRatesQueryOptions } from '@/features/exchange-rates/api/get-exchange-rates';
import { accountQueryOptions } from '@/features/monitoring/api/get-account';
import { activePermissionOf } from '@/features/session/active-permission';
import { identityQueryOptions } from '@/features/session/api/get-identity';
import { TaxCalculatorPage } from '@/features/tax/components/tax-calculator';
import { accountOf } from '@/lib/account';
import { getPageSettings } from '@/lib/page-settings';

/** The calculator needs the ruble rate whatever currencies the pool shows beside BTC. */
const rubOnly = ['RUB'] as const;

/**
 * /tax-calculator (behind tax_calculator_enabled): the active miner account's rewards and
 * today's BTC/RUB rate prefill the calculator.
 */
export function Component() {
  const { t } = useTranslation();
  const title = t('pages.taxCalculator.title');
  usePageTitle(title);
  const { data: identity } = useQuery(identityQueryOptions);
  const account = accountOf(identity && activePermissionOf(identity.permissions));
  const minerAccount = account?.kind === 'miners' ? account : undefined;
  const details = useQuery({
    ...accountQueryOptions(minerAccount ?? { kind: 'miners', id: '' }),
    enabled: Boolean(minerAccount),
  });
  const rates = useQuery(
    exchangeRatesQueryOptions({ priceServiceUrl: getPageSettings().price_service_url, currencies: rubOnly }),
  );
  return (
    <TaxCalculatorPage
      key={minerAccount?.id ?? 'none'}
      title={title}
      account={minerAccount}
      accountName={details.data?.name}
      rubPerBtc={rates.isPending ? undefined : (rates.data?.RUB ?? null)}
    />
  );
}
