import { useTranslation } from 'react-i18next';
import type { PayoutTransaction, PayoutTransactionState } from '@pool/contract';
import { Badge, type Tone } from '@/components/ui/badge';
import { ChainReference } from '@/components/ui/chain-reference';
import { formatBtc } from '@/lib/format-btc';
import { formatCount } from '@/lib/format';
import styles from './platform.module.css';

const stateTones: Record<PayoutTransactionState, Tone> = {
  planned: 'neutral',
  mempool: 'info',
  confirmed: 'success',
  replaced: 'neutral',
  returned: 'danger',
};

/**
 * The chain transactions of one payout request, under it: a run goes out in as many
 * standard transactions as it takes, and a fee bump shows as the replaced transaction
 * followed by its replacement.
 */
export function PayoutTransactions({ transactions }: { transactions: readonly PayoutTransaction[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return (
    <ul className={styles.transactions} aria-label={t('platform.requests.transactions.label')}>
      {transactions.map((transaction) => (
        <li key={`${transaction.part}:${transaction.tx_id ?? 'planned'}`} className={styles.transaction}>
          <span className={styles.transactionHead}>
            {t('platform.requests.transactions.part', { number: formatCount(transaction.part + 1, language) })}
            <Badge tone={stateTones[transaction.state]}>
              {t(`platform.requests.transactions.state.${transaction.state}`)}
            </Badge>
          </span>
          <ChainReference kind="tx" value={transaction.tx_id} compact />
          <span>
            {t('platform.requests.transactions.outputs', {
              count: transaction.outputs,
              formatted: formatCount(transaction.outputs, language),
              amount: formatBtc(transaction.amount, language),
            })}
          </span>
          {transaction.vsize !== null && transaction.fee_rate !== null && transaction.fee !== null ? (
            <span>
              {t('platform.requests.transactions.size', {
                vsize: formatCount(transaction.vsize, language),
                rate: formatCount(transaction.fee_rate, language),
                fee: formatBtc(transaction.fee, language),
              })}
            </span>
          ) : null}
          {transaction.tx_id ? (
            <span>
              {t('platform.requests.transactions.confirmations', {
                count: transaction.confirmations,
                formatted: formatCount(transaction.confirmations, language),
              })}
            </span>
          ) : null}
          {transaction.replaced_by ? (
            <span className={styles.transactionHead}>
              {t('platform.requests.transactions.replacedBy')}
              <ChainReference kind="tx" value={transaction.replaced_by} compact />
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
