import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { workerStatuses, type AccountStats, type WorkerStatus } from '@pool/contract';
import { Button } from '@/components/ui/button';
import { StatCard } from '@/components/ui/stat-card';
import { formatCount, formatDateTime, formatHashrate, formatPercent } from '@/lib/format';
import { workerStatusLabelKeys, workerStatusTones } from '../worker-status';
import toneStyles from '@/components/ui/tone.module.css';
import styles from './monitoring.module.css';
import pageStyles from '@/components/ui/page.module.css';
import grid from '@/components/ui/card-grid.module.css';

export interface StatsQueryState {
  data: AccountStats | undefined;
  isError: boolean;
  refetch: () => unknown;
}

function Card({ title, full, children }: { title: string; full?: boolean; children: ReactNode }) {
  return (
    <StatCard title={title} className={full ? grid.full : undefined}>
      {children}
    </StatCard>
  );
}

/**
 * Hashrate for 15 minutes, 1 hour and 24 hours, and workers by status, each status
 * linking to the workers page filtered by it (when `workersHref` says where).
 */
export function StatsCards({
  query,
  workersHref,
  countKey = 'monitoring.stats.workers',
}: {
  query: StatsQueryState;
  workersHref?: (status: WorkerStatus) => string;
  /** The title of the count card, with {{count}}: workers, or hashrate transfers. */
  countKey?: string;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const stats = query.data;
  if (!stats && query.isError)
    return (
      <div className={pageStyles.state} role="alert">
        <p className={pageStyles.stateText}>{t('monitoring.stats.error')}</p>
        <Button kind="transparent" size="xs" onClick={() => void query.refetch()}>
          {t('monitoring.retry')}
        </Button>
      </div>
    );
  const titles = {
    hashrate15m: t('monitoring.stats.hashrate15m'),
    hashrate1h: t('monitoring.stats.hashrate1h'),
    hashrate24h: t('monitoring.stats.hashrate24h'),
    rejects15m: t('monitoring.stats.rejects15m'),
  };
  if (!stats)
    // The loaded layout with bars for the figures: the cards, the workers' list and the
    // "Updated" line keep their height, so nothing under them moves when they arrive.
    return (
      <div className={`${styles.statsBlock} ${grid.area}`} role="status" aria-busy="true">
        <span className="visually-hidden">{t('monitoring.loading')}</span>
        <div className={grid.grid} aria-hidden="true">
          {Object.values(titles).map((title) => (
            <Card key={title} title={title}>
              <span className={`${pageStyles.skeleton} ${styles.valueSkeleton}`} />
            </Card>
          ))}
          <Card title={t(countKey, { count: '…' })} full>
            <ul className={styles.statusLinks}>
              {workerStatuses.map((status) => (
                <li key={status}>
                  <span className={styles.statusLink}>
                    <span className={`${styles.dot} ${toneStyles[workerStatusTones[status]]}`} />
                    <span>
                      {t(status === 'removed' ? 'monitoring.stats.removedApart' : workerStatusLabelKeys[status])}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          </Card>
        </div>
        <p className={pageStyles.muted} aria-hidden="true">
          &nbsp;
        </p>
      </div>
    );
  const hashrates = [
    { title: titles.hashrate15m, value: stats.hash_rate_15m },
    { title: titles.hashrate1h, value: stats.hash_rate_1h },
    { title: titles.hashrate24h, value: stats.hash_rate_24h },
  ];
  return (
    <div className={`${styles.statsBlock} ${grid.area}`}>
      <div className={grid.grid}>
        {hashrates.map((item) => (
          <Card key={item.title} title={item.title}>
            <span className={styles.cardValue}>{formatHashrate(item.value, language)}</span>
          </Card>
        ))}
        <Card title={titles.rejects15m}>
          <span className={styles.cardValue}>{formatPercent(stats.reject_pct_15m, language)}</span>
        </Card>
        <Card title={t(countKey, { count: formatCount(stats.workers.total, language) })} full>
          <ul className={styles.statusLinks}>
            {workerStatuses.map((status) => {
              const content = (
                <>
                  <span className={`${styles.dot} ${toneStyles[workerStatusTones[status]]}`} aria-hidden="true" />
                  {/* The title's count leaves the removed workers out (as the workers page's "All"): said here. */}
                  <span>
                    {t(status === 'removed' ? 'monitoring.stats.removedApart' : workerStatusLabelKeys[status])}
                  </span>
                  <strong className={styles.statusCount}>{formatCount(stats.workers[status], language)}</strong>
                </>
              );
              return (
                <li key={status}>
                  {workersHref ? (
                    <Link to={workersHref(status)} className={styles.statusLink}>
                      {content}
                    </Link>
                  ) : (
                    <span className={styles.statusLink}>{content}</span>
                  )}
                </li>
              );
            })}
          </ul>
        </Card>
      </div>
      {stats.computed_at ? (
        <p className={pageStyles.muted}>
          {t('monitoring.stats.updated', { time: formatDateTime(stats.computed_at, language) })}
        </p>
      ) : null}
    </div>
  );
}
