import type { AccountRef } from '@/lib/account';
import { PageHeader } from '@/components/ui/page-header';
import { useTranslation } from 'react-i18next';
import { useTaxYear } from '../use-tax-year';
import { TaxBrackets } from './tax-brackets';
import { TaxInputs } from './tax-inputs';
import { TaxResult } from './tax-result';
import styles from './tax-calculator.module.css';
import pageStyles from '@/components/ui/page.module.css';

export interface TaxCalculatorPageProps {
  title: string;
  /** The active miner account whose rewards prefill the months; none for other accounts. */
  account?: AccountRef;
  /** The active account is a miner account whose income the user's role does not show (a viewer). */
  incomeHidden?: boolean;
  accountName?: string;
  /** The current year (UTC); injected so tests hold the clock. */
  currentYear?: number;
}

/**
 * /tax-calculator: Russian personal income tax on the year's mining income.
 * Months are prefilled from the account's income, each day at its recorded BTC/RUB price
 * (GET /miners/{id}/tax-income); every one can be overridden. The tax is the contract's exact function; nothing here computes money.
 */
export function TaxCalculatorPage({
  title,
  account,
  incomeHidden = false,
  accountName,
  currentYear = new Date().getUTCFullYear(),
}: TaxCalculatorPageProps) {
  const { t } = useTranslation();
  const state = useTaxYear({ account, incomeHidden, currentYear });
  return (
    <section className={pageStyles.page} aria-labelledby="page-title">
      <PageHeader title={title} account={accountName} />
      <p className={styles.notice} role="note">
        {t('tax.disclaimer')}
      </p>
      <TaxInputs state={state} />
      <TaxResult year={state.year} result={state.result} />
      <TaxBrackets />
    </section>
  );
}
