import { useTranslation } from 'react-i18next';
import { defaultRejectWarningPercent, type Worker } from '@pool/contract';
import { Badge } from '@/components/ui/badge';
import { formatDateTime, formatHashrate, formatPercent, formatRelativeTime } from '@/lib/format';
import { getPageSettings } from '@/lib/page-settings';
import { workerStatusBadgeKeys, workerStatusTones } from '../worker-status';
import styles from './workers-table.module.css';

/** The cells of a worker's row, in the order of the table's columns. */
export function WorkerRowCells({ worker, showAccount, now }: { worker: Worker; showAccount?: boolean; now: number }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  // The pool's threshold (product: a worker rejecting this much needs a look), flagged in the table.
  const rejectWarning = getPageSettings().reject_warning_percent ?? defaultRejectWarningPercent;
  return (
    <>
      <div
        role="cell"
        className={`${styles.cell} ${styles.name} ${showAccount ? styles.withAccount : ''}`}
        title={showAccount ? `${worker.account_name}.${worker.worker_name}` : worker.worker_name}
      >
        {/* The customer on a line of its own, whole: rigs of two customers named alike are told apart. */}
        {showAccount ? (
          <span className={styles.account}>
            {worker.account_name}
            <span className="visually-hidden">.</span>
          </span>
        ) : null}
        <span className={styles.workerPart}>{worker.worker_name}</span>
      </div>
      <div role="cell" className={styles.cell}>
        <Badge tone={workerStatusTones[worker.status]}>{t(workerStatusBadgeKeys[worker.status])}</Badge>
      </div>
      <div role="cell" className={`${styles.cell} ${styles.numeric}`}>
        {formatHashrate(worker.hash_rate_15m, language)}
      </div>
      <div role="cell" className={`${styles.cell} ${styles.numeric} ${styles.large}`}>
        {formatHashrate(worker.hash_rate_1h, language)}
      </div>
      <div role="cell" className={`${styles.cell} ${styles.numeric} ${styles.medium}`}>
        {formatHashrate(worker.hash_rate_24h, language)}
      </div>
      <div role="cell" className={`${styles.cell} ${styles.numeric} ${styles.wide}`}>
        {worker.reject_pct_15m >= rejectWarning ? (
          <Badge tone="danger">
            {formatPercent(worker.reject_pct_15m, language)}
            <span className="visually-hidden"> {t('monitoring.workers.highRejects')}</span>
          </Badge>
        ) : (
          formatPercent(worker.reject_pct_15m, language)
        )}
      </div>
      <div role="cell" className={`${styles.cell} ${styles.large}`}>
        {worker.last_share_at ? (
          <time dateTime={worker.last_share_at} title={formatDateTime(worker.last_share_at, language)}>
            {formatRelativeTime(worker.last_share_at, language, now)}
          </time>
        ) : (
          t('monitoring.workers.never')
        )}
      </div>
    </>
  );
}
