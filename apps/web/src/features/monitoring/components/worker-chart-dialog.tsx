import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { workerChartPeriods, type ChartPeriod, type Worker } from '@pool/contract';
import { Badge } from '@/components/ui/badge';
import { Dialog } from '@/components/ui/dialog/dialog';
import type { AccountRef } from '@/lib/account';
import { workerChartQueryOptions } from '../api/get-worker-chart';
import { workerStatsQueryOptions } from '../api/get-worker-stats';
import { periodLabelKeys } from '../chart-data';
import { workerStatusBadgeKeys, workerStatusTones } from '../worker-status';
import { formatDateTime, formatHashrate, formatPercent, formatRelativeTime } from '@/lib/format';
import { HashrateChart } from './hashrate-chart';
import styles from './monitoring.module.css';
import pageStyles from '@/components/ui/page.module.css';

export interface WorkerChartDialogProps {
  account: AccountRef;
  workerId: string | undefined;
  /** The worker from the loaded rows, if it is among them (its status and last share); otherwise the stats call names it. */
  worker?: Worker;
  /** The clock "ago" counts from: when the rows were fetched. */
  now: number;
  onClose: () => void;
}

/**
 * One worker: its status and since when it is down (its last share), its hashrate and
 * rejected-rate chart with the period switch (GET /workers/charts and /workers/stats).
 */
export function WorkerChartDialog({ account, workerId, worker, now, onClose }: WorkerChartDialogProps) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<ChartPeriod>('P1D');
  const id = workerId ?? '';
  const enabled = workerId !== undefined;
  const chart = useQuery({ ...workerChartQueryOptions(account, id, period), enabled });
  const stats = useQuery({ ...workerStatsQueryOptions(account, id, period), enabled });
  const item = stats.data?.data.find((entry) => entry.id === id) ?? stats.data?.data[0];
  const name = worker?.worker_name ?? item?.name;
  return (
    <Dialog
      open={enabled}
      onClose={() => {
        setPeriod('P1D');
        onClose();
      }}
      title={name ? t('monitoring.workers.chartTitle', { name }) : t('monitoring.workers.chartTitleUnnamed')}
    >
      {worker ? <WorkerState worker={worker} now={now} /> : null}
      <WorkerFigures average={item?.hash_rate} rejects={item?.reject_pct} period={period} />
      <HashrateChart
        query={chart}
        period={period}
        onPeriodChange={setPeriod}
        height={220}
        subject="worker"
        rejectsShown
        periods={workerChartPeriods}
      />
    </Dialog>
  );
}

/** The worker's status and its last share: "down since" once it stopped sending shares. */
function WorkerState({ worker, now }: { worker: Worker; now: number }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const last = worker.last_share_at;
  let when: string;
  if (!last) when = t('monitoring.workers.noShares');
  else {
    const values = { time: formatDateTime(last, language), ago: formatRelativeTime(last, language, now) };
    when =
      worker.status === 'stable'
        ? t('monitoring.workers.lastShare', values)
        : t('monitoring.workers.downSince', values);
  }
  return (
    <p className={styles.workerState}>
      <Badge tone={workerStatusTones[worker.status]}>{t(workerStatusBadgeKeys[worker.status])}</Badge>
      <span>{when}</span>
    </p>
  );
}

function WorkerFigures({ average, rejects, period }: { average?: number; rejects?: number; period: ChartPeriod }) {
  const { t, i18n } = useTranslation();
  if (average === undefined) return null;
  return (
    <p className={pageStyles.muted}>
      {t('monitoring.workers.periodFigures', {
        period: t(periodLabelKeys[period]),
        average: formatHashrate(average, i18n.language),
        rejects: formatPercent(rejects, i18n.language),
      })}
    </p>
  );
}
