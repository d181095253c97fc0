import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { workerChartPeriods, type Worker } from '@pool/contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs } from '@/components/ui/tabs';
import type { AccountRef } from '@/lib/account';
import { formatDateTime, formatHashrate } from '@/lib/format';
import { useSearchState } from '@/lib/search-params';
import { transferChartQueryOptions } from '../api/get-transfer-chart';
import { transferStatsQueryOptions } from '../api/get-transfer-stats';
import { transfersQueryOptions } from '../api/get-transfers';
import {
  parseTransfersParams,
  serializeTransfersParams,
  type TransferDirection,
  type TransfersParams,
} from '../transfers-search-params';
import { workerStatusBadgeKeys, workerStatusTones } from '../worker-status';
import { HashrateChart } from './hashrate-chart';
import { StatsCards } from './stats-cards';
import { WorkerChartDialog } from './worker-chart-dialog';
import styles from './monitoring.module.css';
import pageStyles from '@/components/ui/page.module.css';

const directions: readonly TransferDirection[] = ['incoming', 'outgoing'];

export interface TransfersPageProps {
  account: AccountRef;
  title: string;
  accountName: string | undefined;
}

/**
 * /transfers (product §3 worker behaviour "boundary"): hashrate another account directs to
 * this one (incoming) and hashrate this one directs elsewhere (outgoing), each with its
 * summed figures, chart and the transfers one by one. Direction, period and page live in
 * the address. An incoming transfer is a worker of this account: its own chart opens from
 * the table.
 */
export function TransfersPage({ account, title, accountName }: TransfersPageProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [params, setParams] = useSearchState<TransfersParams>(parseTransfersParams, serializeTransfersParams);
  const { direction, period, page } = params;
  const stats = useQuery(transferStatsQueryOptions(account, direction));
  const chart = useQuery(transferChartQueryOptions(account, direction, period));
  const list = useQuery(transfersQueryOptions(account, direction, page));
  const [opened, setOpened] = useState<Worker | undefined>();

  const columns: Column<Worker>[] = [
    { key: 'name', header: t('transfers.columns.name'), cell: (row) => row.worker_name },
    {
      key: 'account',
      header: t(direction === 'incoming' ? 'transfers.columns.from' : 'transfers.columns.to'),
      cell: (row) =>
        direction === 'incoming'
          ? (row.transfer_source?.account_name ?? t('transfers.unknownSource'))
          : row.account_name,
    },
    {
      key: 'status',
      header: t('monitoring.workers.columns.status'),
      cell: (row) => (
        <span>
          <Badge tone={workerStatusTones[row.status]}>{t(workerStatusBadgeKeys[row.status])}</Badge>
        </span>
      ),
    },
    ...(['hash_rate_15m', 'hash_rate_1h', 'hash_rate_24h'] as const).map((key): Column<Worker> => ({
      key,
      header: t(`monitoring.workers.columns.${key}`),
      numeric: true,
      cell: (row) => formatHashrate(row[key], language),
    })),
    {
      key: 'last',
      header: t('monitoring.workers.columns.last_share_at'),
      cell: (row) => (row.last_share_at ? formatDateTime(row.last_share_at, language) : t('monitoring.workers.never')),
    },
    ...(direction === 'incoming'
      ? [
          {
            key: 'chart',
            header: t('transfers.columns.chart'),
            cell: (row: Worker) => (
              <Button
                kind="transparent"
                size="xs"
                onClick={() => setOpened(row)}
                aria-label={t('transfers.openChart', { name: row.worker_name })}
              >
                {t('transfers.columns.chart')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <section className={pageStyles.page} aria-labelledby="page-title">
      <PageHeader title={title} account={accountName} />
      <p className={pageStyles.muted}>{t(`transfers.about.${direction}`)}</p>
      <Tabs
        label={t('transfers.directionLabel')}
        items={directions.map((value) => ({ value, label: t(`transfers.directions.${value}`) }))}
        value={direction}
        onChange={(value) => setParams({ ...params, direction: value, page: 1 })}
      >
        <div className={styles.section}>
          <StatsCards query={stats} countKey="transfers.count" />
          <HashrateChart
            query={chart}
            period={period}
            onPeriodChange={(value) => setParams({ ...params, period: value })}
            periods={workerChartPeriods}
          />
          <DataTable
            caption={t(`transfers.tableLabel.${direction}`)}
            columns={columns}
            query={list}
            rowKey={(row) => row.id}
            emptyText={t(`transfers.empty.${direction}`)}
            errorText={t('transfers.error')}
            onPage={(value) => setParams({ ...params, page: value })}
          />
        </div>
      </Tabs>
      <WorkerChartDialog
        account={account}
        workerId={opened?.id}
        worker={opened}
        now={list.dataUpdatedAt}
        onClose={() => setOpened(undefined)}
      />
    </section>
  );
}
