import { useTranslation } from 'react-i18next';
import type { PaymentTotals } from '@pool/contract';
import type { FiatRates } from '@/lib/format-btc';
import { MoneyAmount } from './money-amount';
import styles from './payments.module.css';

/** What the filtered payments add up to over every page: money in and money out apart (canceled ones in neither). */
export function PaymentsTotals({ totals, rates }: { totals: PaymentTotals; rates: FiatRates }) {
  const { t } = useTranslation();
  return (
    <dl className={styles.totals} aria-label={t('money.totals.label')}>
      <div className={styles.total}>
        <dt>{t('money.totals.incoming')}</dt>
        <dd>
          <MoneyAmount satoshi={totals.incoming} rates={rates} direction="incoming" />
        </dd>
      </div>
      <div className={styles.total}>
        <dt>{t('money.totals.outgoing')}</dt>
        <dd>
          <MoneyAmount satoshi={totals.outgoing} rates={rates} direction="outgoing" />
        </dd>
      </div>
    </dl>
  );
}
