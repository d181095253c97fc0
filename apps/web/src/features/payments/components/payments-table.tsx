import { useTranslation } from 'react-i18next';
import type { Payment } from '@pool/contract';
import { formatCount, formatDateTime, formatDay, formatHashrate, formatPercent } from '@/lib/format';
import { formatBtc, type FiatRates } from '@/lib/format-btc';
import { MoneyAmount } from './money-amount';
import styles from './payments.module.css';
import pageStyles from '@/components/ui/page.module.css';

const columns = ['date', 'type', 'direction', 'status', 'amount', 'details'] as const;

/**
 * The payments of one page as a table; on narrow screens (≤ 1023 px) each row becomes
 * a card whose cells carry their column name. The roles are spelled out because a
 * table restyled as blocks loses them in some browsers.
 */
export function PaymentsTable({ rows, rates, busy }: { rows: readonly Payment[]; rates: FiatRates; busy: boolean }) {
  const { t } = useTranslation();
  const header = (column: (typeof columns)[number]) => t(`money.payments.columns.${column}`);
  return (
    <table className={styles.table} role="table" aria-busy={busy || undefined}>
      <caption className="visually-hidden">{t('money.payments.tableLabel')}</caption>
      <thead className={styles.thead} role="rowgroup">
        <tr role="row">
          {columns.map((column) => (
            <th
              key={column}
              scope="col"
              role="columnheader"
              className={column === 'amount' ? styles.numeric : undefined}
            >
              {header(column)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {rows.map((payment) => (
          <PaymentRow key={payment.id} payment={payment} rates={rates} header={header} />
        ))}
      </tbody>
    </table>
  );
}

function PaymentRow({
  payment,
  rates,
  header,
}: {
  payment: Payment;
  rates: FiatRates;
  header: (column: (typeof columns)[number]) => string;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return (
    <tr role="row" className={styles.row}>
      <td role="cell" data-label={header('date')}>
        <span className={styles.cellStack}>
          <time dateTime={payment.created_at}>{formatDateTime(payment.created_at, language)}</time>
          {/* A payout's day is its own date; other payments are for an earlier pool day. */}
          {payment.pool_day && payment.type !== 'payout' ? (
            <span className={pageStyles.muted}>
              {t('money.payments.forDay', { day: formatDay(payment.pool_day, language) })}
            </span>
          ) : null}
        </span>
      </td>
      <td role="cell" data-label={header('type')}>
        {t(`money.types.${payment.type}`)}
      </td>
      <td role="cell" data-label={header('direction')}>
        {t(`money.directions.${payment.direction}`)}
      </td>
      <td role="cell" data-label={header('status')}>
        <span className={`${styles.badge} ${styles[`status-${payment.status}`]}`}>
          {t(`money.statuses.${payment.status}`)}
        </span>
      </td>
      <td role="cell" data-label={header('amount')} className={styles.numeric}>
        <MoneyAmount satoshi={payment.amount} rates={rates} direction={payment.direction} />
      </td>
      <td role="cell" data-label={header('details')} className={styles.details}>
        <PaymentDetails payment={payment} />
      </td>
    </tr>
  );
}

/** What a payout was sent to and in which transaction; how a reward was computed. */
function PaymentDetails({ payment }: { payment: Payment }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const items: { key: string; label: string; value: string; code?: boolean }[] = [];
  if (payment.address)
    items.push({ key: 'address', label: t('money.payments.address'), value: payment.address, code: true });
  if (payment.tx_id) items.push({ key: 'tx', label: t('money.payments.txId'), value: payment.tx_id, code: true });
  if (payment.reward) {
    const reward = payment.reward;
    items.push(
      { key: 'hashrate', label: t('money.payments.hashrate'), value: formatHashrate(reward.hash_rate, language) },
      {
        key: 'rate',
        label: t('money.payments.rate'),
        value: t('money.payments.rateValue', { rate: formatCount(reward.rate, language) }),
      },
      { key: 'gross', label: t('money.payments.gross'), value: formatBtc(reward.gross, language) },
      {
        key: 'fee',
        label: t('money.payments.fee'),
        value: t('money.payments.feeValue', {
          percent: formatPercent(Number(reward.fee_percent), language),
          amount: formatBtc(reward.fee, language),
        }),
      },
    );
  }
  if (items.length === 0) return <span className={pageStyles.muted}>—</span>;
  return (
    <dl className={styles.detailList}>
      {items.map((item) => (
        <div key={item.key} className={styles.detailItem}>
          <dt>{item.label}</dt>
          <dd>{item.code ? <code className={styles.code}>{item.value}</code> : item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
