import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartPeriod } from '@pool/contract';
import { Dialog } from '@/components/ui/dialog/dialog';
import type { AccountRef } from '@/lib/account';
import { workerChartQueryOptions } from '../api/get-worker-chart';
import { workerStatsQueryOptions } from '../api/get-worker-stats';
import { periodLabelKeys } from '../chart-data';
import { formatHashrate, formatPercent } from '@/lib/format';
import { HashrateChart } from './hashrate-chart';
import pageStyles from '@/components/ui/page.module.css';

export interface WorkerChartDialogProps {
  account: AccountRef;
  workerId: string | undefined;
  /** The name from the loaded rows, if the worker is among them; otherwise the stats call names it. */
  workerName?: string;
  onClose: () => void;
}

/** One worker's hashrate chart with the period switch (GET /workers/charts and /workers/stats). */
export function WorkerChartDialog({ account, workerId, workerName, onClose }: WorkerChartDialogProps) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<ChartPeriod>('P1D');
  const id = workerId ?? '';
  const enabled = workerId !== undefined;
  const chart = useQuery({ ...workerChartQueryOptions(account, id, period), enabled });
  const stats = useQuery({ ...workerStatsQueryOptions(account, id, period), enabled });
  const item = stats.data?.data.find((entry) => entry.id === id) ?? stats.data?.data[0];
  const name = workerName ?? item?.name;
  return (
    <Dialog
      open={enabled}
      onClose={() => {
        setPeriod('P1D');
        onClose();
      }}
      title={name ? t('monitoring.workers.chartTitle', { name }) : t('monitoring.workers.chartTitleUnnamed')}
    >
      <WorkerFigures average={item?.hash_rate} rejects={item?.reject_pct} period={period} />
      <HashrateChart query={chart} period={period} onPeriodChange={setPeriod} height={220} subject="worker" />
    </Dialog>
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
