import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { chartPeriods, type ChartPeriod, type WorkerStatus } from '@pool/contract';
import type { AccountRef } from '@/lib/account';
import { accountQueryOptions } from '../api/get-account';
import { accountChartQueryOptions } from '../api/get-account-chart';
import { accountStatsQueryOptions } from '../api/get-account-stats';
import { BlocksFound } from './blocks-found';
import { ConnectMiner } from './connect-miner';
import { HashrateChart } from './hashrate-chart';
import { StatsCards } from './stats-cards';
import { useNearScreen } from '@/components/ui/chart/use-near-screen';
import { PageHeader } from '@/components/ui/page-header';
import styles from './monitoring.module.css';
import pageStyles from '@/components/ui/page.module.css';
import card from '@/components/ui/card.module.css';

export interface AccountDashboardProps {
  account: AccountRef;
  title: string;
  /** Where the workers page of this area is, e.g. `/workers` or `/watch/{token}/workers`. */
  workersPath: string;
  /** What other features add under the title (the route composes them): the money cards. */
  children?: ReactNode;
  /**
   * The pool's stratum addresses, where the viewer may connect rigs to a miner account:
   * while it has no workers, the dashboard opens with how to connect one.
   */
  stratumAddresses?: readonly string[];
}

/** The main dashboard of an account: hashrate and workers cards and the hashrate chart, refreshed every minute. */
export function AccountDashboard({ account, title, workersPath, children, stratumAddresses }: AccountDashboardProps) {
  const { t } = useTranslation();
  // The period lives in the address, so a reload or a shared link keeps it.
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('period');
  const period = chartPeriods.find((known) => known === requested) ?? 'P1D';
  const setPeriod = (next: ChartPeriod) =>
    setSearchParams(
      (current) => {
        current.set('period', next);
        return current;
      },
      { replace: true },
    );
  const details = useQuery(accountQueryOptions(account));
  const stats = useQuery(accountStatsQueryOptions(account));
  // The chart's data is asked for once the chart comes near the screen: on a phone it sits
  // below the first screen, and its call would wait for a connection the cards need first.
  const [chartRef, chartNear] = useNearScreen<HTMLElement>();
  const chart = useQuery({ ...accountChartQueryOptions(account, period), enabled: chartNear });
  const workersHref = (status: WorkerStatus) => `${workersPath}?status=${status}`;

  return (
    <div className={pageStyles.page}>
      <PageHeader title={title} account={details.data?.name} />
      {details.data?.accountName && stratumAddresses?.length && stats.data?.workers.total === 0 ? (
        <ConnectMiner accountName={details.data.accountName} stratumAddresses={stratumAddresses} />
      ) : null}
      {children}
      <section aria-labelledby="dashboard-stats" className={styles.section}>
        <h2 id="dashboard-stats" className="visually-hidden">
          {t('monitoring.stats.title')}
        </h2>
        <StatsCards query={stats} workersHref={workersHref} />
      </section>
      <section ref={chartRef} aria-labelledby="dashboard-chart" className={`${styles.section} ${card.card}`}>
        <h2 id="dashboard-chart" className={card.heading}>
          {t('monitoring.chart.title')}
        </h2>
        <HashrateChart query={chart} period={period} onPeriodChange={setPeriod} />
      </section>
      {/* Pools and miner accounts find blocks; an operator's are its customers'. */}
      {account.kind === 'operators' ? null : <BlocksFound account={account} />}
    </div>
  );
}
