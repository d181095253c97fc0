import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayoutScheduleItem } from '@pool/contract';
import { formatCount } from '@/lib/format';
import { useSearchState } from '@/lib/search-params';
import { payoutScheduleQueryOptions } from '../api/get-payout-schedule';
import { platformPageSize } from '../api/keys';
import { parsePayoutsParams, serializePayoutsParams } from '../platform-search-params';
import { formatPoolDay } from '../pool-day';
import { DataTable, type Column } from '@/components/ui/data-table';
import { NextPayoutRunCard, PayoutWalletCard } from './payout-desk';
import { PayoutRequests } from './payout-requests';
import { PayoutSettings } from './payout-settings';
import pageStyles from '@/components/ui/page.module.css';
import card from '@/components/ui/card.module.css';

/**
 * /platform/payouts: the hot wallet against what is owed, the next run's preview and fee settings, the daily payout schedule and the
 * blockchain payout requests; the lists' pages and the requests' status live in the address.
 */
export function PayoutsPage({ title }: { title: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const scheduleId = useId();
  const [params, setParams] = useSearchState(parsePayoutsParams, serializePayoutsParams);
  const schedule = useQuery(payoutScheduleQueryOptions({ page: params.page, per_page: platformPageSize }));
  // Newest first: the run still to come leads the first page.
  const firstPage = useQuery(payoutScheduleQueryOptions({ page: 1, per_page: platformPageSize }));
  const current = firstPage.data?.data.find((item) => !item.processed);

  const columns: Column<PayoutScheduleItem>[] = [
    { key: 'date', header: t('platform.schedule.columns.date'), cell: (item) => formatPoolDay(item.date, language) },
    {
      key: 'time',
      header: t('platform.schedule.columns.time'),
      cell: (item) => t('platform.schedule.utc', { time: item.time }),
    },
    {
      key: 'level',
      header: t('platform.schedule.columns.feeLevel'),
      cell: (item) => t(`platform.feeLevels.${item.fee_level}`),
    },
    {
      key: 'rate',
      header: t('platform.schedule.columns.feePerVbyte'),
      numeric: true,
      cell: (item) => (item.fee_per_vbyte === null ? '—' : formatCount(item.fee_per_vbyte, language)),
    },
    {
      key: 'processed',
      header: t('platform.schedule.columns.processed'),
      cell: (item) => t(item.processed ? 'platform.schedule.processed' : 'platform.schedule.pending'),
    },
  ];

  return (
    <div className={pageStyles.page}>
      <h1 id="page-title" className={pageStyles.title}>
        {title}
      </h1>
      <PayoutWalletCard />
      <NextPayoutRunCard />
      <PayoutSettings current={current} loading={firstPage.isPending} />
      <section className={`${card.card} ${card.stack}`} aria-labelledby={scheduleId}>
        <h2 id={scheduleId} className={card.heading}>
          {t('platform.schedule.title')}
        </h2>
        <DataTable
          caption={t('platform.schedule.title')}
          columns={columns}
          rowKey={(item) => item.date}
          query={schedule}
          emptyText={t('platform.schedule.empty')}
          errorText={t('platform.schedule.error')}
          onPage={(page) => setParams({ ...params, page })}
        />
      </section>
      <PayoutRequests
        status={params.requestStatus}
        page={params.requestPage}
        onChange={(status, page) => setParams({ ...params, requestStatus: status, requestPage: page })}
      />
    </div>
  );
}
