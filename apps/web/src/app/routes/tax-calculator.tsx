import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/app/use-page-title';
import { accountQueryOptions } from '@/features/monitoring/api/get-account';
import { activePermissionOf } from '@/features/session/active-permission';
import { identityQueryOptions } from '@/features/session/api/get-identity';
import { TaxCalculatorPage } from '@/features/tax/components/tax-calculator';
import { accountOf } from '@/lib/account';

/**
 * /tax-calculator (behind tax_calculator_enabled): the active miner account's income, each
 * day at its recorded BTC/RUB price, prefills the calculator.
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
  return (
    <TaxCalculatorPage
      key={minerAccount?.id ?? 'none'}
      title={title}
      account={minerAccount}
      accountName={details.data?.name}
    />
  );
}
