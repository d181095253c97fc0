import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/app/use-page-title';
import { accountQueryOptions } from '@/features/monitoring/api/get-account';
import { activePermissionOf } from '@/features/session/active-permission';
import { identityQueryOptions } from '@/features/session/api/get-identity';
import { TaxCalculatorPage } from '@/features/tax/components/tax-calculator';
import { can } from '@/lib/access';
import { accountOf } from '@/lib/account';

/**
 * /tax-calculator (behind tax_calculator_enabled): the active miner account's income, each
 * day at its recorded BTC/RUB price, prefills the calculator, where the role shows payments.
 */
export function Component() {
  const { t } = useTranslation();
  const title = t('pages.taxCalculator.title');
  usePageTitle(title);
  const { data: identity } = useQuery(identityQueryOptions);
  const permission = identity && activePermissionOf(identity.permissions);
  const account = accountOf(permission);
  // The income is the account's payments (tax_income): a role without them (a viewer) fills the months in by hand.
  const incomeShown = can(permission, 'tax_income');
  const minerAccount = account?.kind === 'miners' && incomeShown ? account : undefined;
  const details = useQuery({
    ...accountQueryOptions(minerAccount ?? { kind: 'miners', id: '' }),
    enabled: Boolean(minerAccount),
  });
  return (
    <TaxCalculatorPage
      key={minerAccount?.id ?? 'none'}
      title={title}
      account={minerAccount}
      incomeHidden={account?.kind === 'miners' && !incomeShown}
      accountName={details.data?.name}
    />
  );
}
