import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Payment, PaymentStatus } from '@pool/contract';
import { Badge, type Tone } from '@/components/ui/badge';
import { ChainReference } from '@/components/ui/chain-reference';
import { Table, type Column } from '@/components/ui/data-table';
import { formatCount, formatDateTime, formatDay, formatHashrate, formatPercent } from '@/lib/format';
import { formatBtc, type FiatRates } from '@/lib/format-btc';
import { MoneyAmount } from './money-amount';
import styles from './payments.module.css';
import pageStyles from '@/components/ui/page.module.css';

const statusTones: Record<PaymentStatus, Tone> = { completed: 'success', pending: 'info', canceled: 'danger' };

/** The payments of one page: columns on wide screens, a card per payment up to 1023 px. */
export function PaymentsTable({ rows, rates, busy }: { rows: readonly Payment[]; rates: FiatRates; busy: boolean }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const columns: Column<Payment>[] = [
    {
      key: 'date',
      header: t('money.payments.columns.date'),
      cell: (payment) => (
        <span className={styles.cellStack}>
          <time dateTime={payment.created_at}>{formatDateTime(payment.created_at, language)}</time>
          {/* A payout's day is its own date; other payments are for an earlier pool day. */}
          {payment.pool_day && payment.type !== 'payout' ? (
            <span className={pageStyles.muted}>
              {t('money.payments.forDay', { day: formatDay(payment.pool_day, language) })}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      key: 'type',
      header: t('money.payments.columns.type'),
      // A referral is paid as profit sharing (product §3 payment and sharing types): named as what it is.
      cell: (payment) =>
        payment.sharing?.sharing_type === 'referral' ? t('money.sharing.referral') : t(`money.types.${payment.type}`),
    },
    {
      key: 'direction',
      header: t('money.payments.columns.direction'),
      cell: (payment) => (
        <span className={styles[payment.direction]}>{t(`money.directions.${payment.direction}`)}</span>
      ),
    },
    {
      key: 'status',
      header: t('money.payments.columns.status'),
      // Its own width, also in a phone card's grid cell.
      className: styles.statusCell,
      cell: (payment) => <Badge tone={statusTones[payment.status]}>{t(`money.statuses.${payment.status}`)}</Badge>,
    },
    {
      key: 'amount',
      header: t('money.payments.columns.amount'),
      numeric: true,
      cell: (payment) => <MoneyAmount satoshi={payment.amount} rates={rates} direction={payment.direction} />,
    },
    {
      key: 'details',
      header: t('money.payments.columns.details'),
      className: styles.details,
      cell: (payment) => <PaymentDetails payment={payment} />,
    },
  ];
  return (
    <Table
      caption={t('money.payments.tableLabel')}
      columns={columns}
      rows={rows}
      rowKey={(payment) => payment.id}
      busy={busy}
    />
  );
}

/**
 * What a payout was sent to and in which transaction; how a reward was computed; whom a share
 * went to or came from; which customers an operator's fee income came from.
 */
function PaymentDetails({ payment }: { payment: Payment }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const items: { key: string; label: string; value: ReactNode; code?: boolean }[] = [];
  if (payment.address)
    items.push({
      key: 'address',
      label: t('money.payments.address'),
      value: <ChainReference kind="address" value={payment.address} compact="middle" />,
    });
  if (payment.tx_id)
    items.push({
      key: 'tx',
      label: t('money.payments.txId'),
      value: <ChainReference kind="tx" value={payment.tx_id} compact="middle" />,
    });
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
    // The code that lowered this reward's pool fee.
    if (reward.promo_code)
      items.push({ key: 'promo', label: t('promocodes.rewardLabel'), value: reward.promo_code, code: true });
  }
  if (payment.sharing) {
    const { sharing } = payment;
    const role =
      sharing.sharing_type === 'referral' ? 'referred' : payment.direction === 'outgoing' ? 'recipient' : 'donor';
    items.push(
      { key: 'account', label: t(`money.sharing.${role}`), value: sharing.counterparty.account_name },
      {
        key: 'share',
        label: t(sharing.sharing_type === 'referral' ? 'money.sharing.shareOfFee' : 'money.sharing.shareOfReward'),
        value: formatPercent(Number(sharing.percent), language),
      },
    );
  }
  if (payment.fee_income) {
    // An operator's fee of a pool day: who paid it, and where its breakdown is.
    const { customers, customer } = payment.fee_income;
    const day = payment.pool_day ?? '';
    items.push({
      key: 'payers',
      label: t('money.payments.feeFrom'),
      value: (
        <Link to={`/fee-income?from=${day}&to=${day}${customer ? `&customer=${customer.miner_id}` : ''}`}>
          {customer
            ? customer.account_name
            : t('money.payments.feeCustomers', { count: customers, value: formatCount(customers, language) })}
        </Link>
      ),
    });
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
