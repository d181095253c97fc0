import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { StatCard } from '@/components/ui/stat-card';
import type { AccountRef } from '@/lib/account';
import { formatCount, formatHashrate, formatPercent } from '@/lib/format';
import { accountStatsQueryOptions } from '../api/get-account-stats';
import { topMinersQueryOptions } from '../api/get-top-miners';
import styles from './monitoring.module.css';
import pageStyles from '@/components/ui/page.module.css';

/**
 * The dashboard card of a pool or an operator: how many miner accounts it has (an
 * operator's customers, the pool's accounts) and the largest of them by 24-hour hashrate
 * with their share of its own, each linking to its page.
 */
export function TopMinersCard({ owner, className }: { owner: AccountRef; className?: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const miners = useQuery(topMinersQueryOptions(owner));
  const stats = useQuery(accountStatsQueryOptions(owner));
  const pool = owner.kind === 'pools';
  const total = miners.data?.pagination.total;
  const title =
    total === undefined
      ? t(pool ? 'monitoring.overview.minersTitle' : 'monitoring.overview.customersTitle')
      : t(pool ? 'monitoring.overview.miners' : 'monitoring.overview.customers', {
          count: formatCount(total, language),
        });
  const ownHashrate = stats.data?.hash_rate_24h ?? 0;

  let body;
  if (miners.data && miners.data.data.length === 0)
    body = (
      <p className={pageStyles.muted}>{t(pool ? 'monitoring.overview.noMiners' : 'monitoring.overview.noCustomers')}</p>
    );
  else if (miners.data)
    body = (
      <>
        <span className={styles.topHeading}>{t('monitoring.overview.topByHashrate')}</span>
        <ol className={styles.topList}>
          {miners.data.data.map((miner) => {
            const name = miner.title ?? miner.account_name;
            const share = ownHashrate > 0 ? Math.min(100, (100 * miner.hash_rate_24h) / ownHashrate) : 0;
            return (
              <li key={miner.id} className={styles.topItem}>
                <Link to={`/customers/${miner.id}`} className={styles.topName} title={name}>
                  {name}
                </Link>
                <span className={styles.topFigure}>{formatHashrate(miner.hash_rate_24h, language)}</span>
                <span className={styles.topShare}>{formatPercent(share, language, 1)}</span>
                <span className={styles.topBar} aria-hidden="true">
                  <span style={{ width: `${share}%` }} />
                </span>
              </li>
            );
          })}
        </ol>
        <Link to="/customers" className={styles.topAll}>
          {t(pool ? 'monitoring.overview.allMiners' : 'monitoring.overview.allCustomers')}
        </Link>
      </>
    );
  else if (miners.isError)
    body = (
      <span className={pageStyles.stateText} role="alert">
        {t('monitoring.overview.error')}{' '}
        <Button kind="transparent" size="xs" onClick={() => void miners.refetch()}>
          {t('monitoring.retry')}
        </Button>
      </span>
    );
  else
    body = (
      <span className={`${pageStyles.skeleton} ${styles.topSkeleton}`} role="status" aria-busy="true">
        <span className="visually-hidden">{t('monitoring.loading')}</span>
      </span>
    );
  return (
    <StatCard title={title} className={className}>
      <div className={styles.topBody}>{body}</div>
    </StatCard>
  );
}
