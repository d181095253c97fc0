import { useQuery } from '@tanstack/react-query';
import { Suspense, useCallback, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  centsOf,
  centsText,
  languageSchema,
  miningReportFormatSchema,
  type MiningReport,
  type MiningReportFormat,
  type ReportAmount,
  type ReportDay,
  type ReportPayout,
} from '@pool/contract';
import { Button } from '@/components/ui/button';
import { LazyLineChart } from '@/components/ui/chart/lazy-line-chart';
import { Table, type Column } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { SelectField } from '@/components/ui/select-field';
import { StatCard } from '@/components/ui/stat-card';
import { toast } from '@/components/ui/toast/toast-store';
import { LoadError } from '@/components/ui/load-error';
import type { AccountRef } from '@/lib/account';
import { ApiError } from '@/lib/api-client';
import {
  formatCount,
  formatDay,
  formatHashrate,
  formatPercent,
  formatYearMonth,
  hashrateUnitIndex,
  missingValue,
} from '@/lib/format';
import { formatBtc, formatFiat } from '@/lib/format-btc';
import { saveFile } from '@/lib/save-file';
import { useSearchState } from '@/lib/search-params';
import { useExportMiningReport } from '../api/export-mining-report';
import { miningReportQueryOptions } from '../api/get-mining-report';
import { parseReportMonth, reportMonths, serializeReportMonth } from '../report-month';
import styles from './mining-report.module.css';
import pageStyles from '@/components/ui/page.module.css';

const parseMonth = (search: URLSearchParams) => parseReportMonth(search, new Date());

const fiat = (value: string | null, currency: 'USDT' | 'RUB', language: string) =>
  value === null ? missingValue : formatFiat(Number(value), currency, language);

/** An amount in BTC, with its USDT and RUB values at its day's price ("—" without one). */
function Amount({ amount, large }: { amount: ReportAmount; large?: boolean }) {
  const { i18n } = useTranslation();
  const { language } = i18n;
  return (
    <span className={styles.amount}>
      <span className={large ? styles.large : styles.btc}>{formatBtc(amount.sat, language)}</span>
      <span className={styles.fiat}>
        {fiat(amount.usdt, 'USDT', language)} · {fiat(amount.rub, 'RUB', language)}
      </span>
    </span>
  );
}

export interface MiningReportPageProps {
  account: AccountRef;
  title: string;
  accountName?: string;
}

/**
 * /mining-report: the miner account's month, picked in the address, as summary
 * cards, daily charts of hashrate and earnings, the daily table, the payouts, and the
 * PDF and XLSX downloads.
 */
export function MiningReportPage({ account, title, accountName }: MiningReportPageProps) {
  const { t, i18n } = useTranslation();
  const { language } = i18n;
  const [month, setMonth] = useSearchState(parseMonth, serializeReportMonth);
  const report = useQuery(miningReportQueryOptions(account, month));

  let body;
  if (report.isError && !report.data)
    body = <LoadError text={t('miningReport.error')} onRetry={() => void report.refetch()} />;
  else if (!report.data)
    body = (
      <div className={`${pageStyles.skeleton} ${styles.tableSkeleton}`} role="status" aria-busy="true">
        <span className="visually-hidden">{t('common.loading')}</span>
      </div>
    );
  else body = <Report report={report.data} />;

  return (
    <div className={pageStyles.page}>
      <PageHeader title={title} account={accountName} />
      <div className={styles.toolbar}>
        <SelectField
          label={t('miningReport.month')}
          value={month}
          options={reportMonths(new Date()).map((value) => ({ value, label: formatYearMonth(value, language) }))}
          onChange={(event) => setMonth(event.target.value)}
        />
        <Downloads account={account} month={month} />
      </div>
      {body}
    </div>
  );
}

function Report({ report }: { report: MiningReport }) {
  const { t, i18n } = useTranslation();
  const { language } = i18n;
  const { totals } = report;
  const summaryId = useId();
  return (
    <>
      <section className={styles.section} aria-labelledby={summaryId}>
        <h2 id={summaryId} className={styles.sectionTitle}>
          {t('miningReport.summary', { month: formatYearMonth(report.month, language) })}
        </h2>
        {report.complete ? null : <p className={pageStyles.muted}>{t('miningReport.incomplete')}</p>}
        <div className={styles.cards}>
          <StatCard title={t('miningReport.cards.net')}>
            <Amount amount={totals.net} large />
          </StatCard>
          <StatCard title={t('miningReport.cards.gross')}>
            <Amount amount={totals.gross} large />
          </StatCard>
          <StatCard title={t('miningReport.cards.fees')}>
            <Amount
              amount={{
                sat: totals.pool_fee.sat + totals.operator_fee.sat,
                usdt: sumFiat(totals.pool_fee.usdt, totals.operator_fee.usdt),
                rub: sumFiat(totals.pool_fee.rub, totals.operator_fee.rub),
              }}
              large
            />
          </StatCard>
          <StatCard title={t('miningReport.cards.payouts')}>
            <Amount amount={totals.payouts} large />
          </StatCard>
          <StatCard title={t('miningReport.cards.opening')}>
            <Amount amount={report.opening_balance} large />
          </StatCard>
          <StatCard title={t('miningReport.cards.closing')}>
            <Amount amount={report.closing_balance} large />
          </StatCard>
          <StatCard title={t('miningReport.cards.hashRate')}>
            <span className={styles.figure}>{formatHashrate(totals.hash_rate, language)}</span>
          </StatCard>
          <StatCard title={t('miningReport.cards.uptime')}>
            <span className={styles.figure}>{uptimeText(totals.uptime, language)}</span>
          </StatCard>
        </div>
        <p className={pageStyles.muted}>{t('miningReport.priceNote')}</p>
      </section>
      <Charts days={report.days} />
      <DaysTable report={report} />
      <PayoutsTable payouts={report.payouts} />
    </>
  );
}

/** The fleet's uptime, "—" where the workers' history is no longer kept. */
function uptimeText(uptime: number | null, language: string): string {
  return uptime === null ? missingValue : formatPercent(uptime * 100, language, 1);
}

/** Two fiat decimals added exactly (in hundredths); null when either is. */
function sumFiat(a: string | null, b: string | null): string | null {
  return a === null || b === null ? null : centsText(centsOf(a) + centsOf(b));
}

const timeOf = (day: ReportDay) => Date.parse(`${day.day}T00:00:00Z`) / 1000;

function Charts({ days }: { days: ReportDay[] }) {
  const { t, i18n } = useTranslation();
  const { language } = i18n;
  const headingId = useId();
  const times = days.map(timeOf);
  // A day not yet credited has no earnings yet, not none: drawn, it would fall to zero.
  const creditedDays = days.filter((day) => day.credited);
  const formatAxisTime = useCallback(
    (seconds: number) => formatDay(new Date(seconds * 1000).toISOString().slice(0, 10), language),
    [language],
  );
  const formatHashAxis = useCallback(
    (ticks: number[]) => {
      const unitIndex = hashrateUnitIndex(Math.max(0, ...ticks));
      return ticks.map((tick) => formatHashrate(tick, language, { unitIndex, trimZeros: true }));
    },
    [language],
  );
  const formatBtcAxis = useCallback(
    (ticks: number[]) => ticks.map((tick) => formatBtc(Math.round(tick), language)),
    [language],
  );
  const chart = (
    label: string,
    chartTimes: number[],
    values: number[],
    formatAxisValues: (ticks: number[]) => string[],
    note?: string,
  ) => (
    <div className={styles.chart}>
      <h3 className={styles.chartTitle}>{label}</h3>
      {note ? <p className={pageStyles.muted}>{note}</p> : null}
      <Suspense fallback={<div className={`${pageStyles.skeleton} ${styles.chartSkeleton}`} />}>
        <LazyLineChart
          times={chartTimes}
          values={values}
          seriesLabel={label}
          formatAxisValues={formatAxisValues}
          formatAxisTime={formatAxisTime}
          height={220}
          timeTickSpace={110}
        />
      </Suspense>
    </div>
  );
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('miningReport.charts.title')}
      </h2>
      <p className="visually-hidden">{t('miningReport.charts.tableNote')}</p>
      <div className={styles.charts}>
        {chart(
          t('miningReport.charts.hashRate'),
          times,
          days.map((day) => day.hash_rate),
          formatHashAxis,
        )}
        {chart(
          t('miningReport.charts.net'),
          creditedDays.map(timeOf),
          creditedDays.map((day) => day.net.sat),
          formatBtcAxis,
          creditedDays.length < days.length ? t('miningReport.charts.notCredited') : undefined,
        )}
      </div>
    </section>
  );
}

function DaysTable({ report }: { report: MiningReport }) {
  const { t, i18n } = useTranslation();
  const { language } = i18n;
  const headingId = useId();
  const money =
    (key: 'gross' | 'pool_fee' | 'operator_fee' | 'profit_sharing' | 'referral' | 'payouts') => (day: ReportDay) =>
      formatBtc(day[key].sat, language);
  const columns: Column<ReportDay>[] = [
    {
      key: 'day',
      header: t('miningReport.table.day'),
      className: styles.nowrap,
      cell: (day) => formatDay(day.day, language),
    },
    {
      key: 'hashRate',
      header: t('miningReport.table.hashRate'),
      numeric: true,
      cell: (day) => formatHashrate(day.hash_rate, language),
    },
    {
      key: 'uptime',
      header: t('miningReport.table.uptime'),
      numeric: true,
      cell: (day) => uptimeText(day.uptime, language),
    },
    {
      key: 'workers',
      header: t('miningReport.table.workers'),
      numeric: true,
      cell: (day) => (day.active_workers === null ? missingValue : formatCount(day.active_workers, language)),
    },
    { key: 'gross', header: t('miningReport.table.gross'), numeric: true, cell: money('gross') },
    { key: 'poolFee', header: t('miningReport.table.poolFee'), numeric: true, cell: money('pool_fee') },
    { key: 'operatorFee', header: t('miningReport.table.operatorFee'), numeric: true, cell: money('operator_fee') },
    {
      key: 'profitSharing',
      header: t('miningReport.table.profitSharing'),
      numeric: true,
      cell: money('profit_sharing'),
    },
    { key: 'referral', header: t('miningReport.table.referral'), numeric: true, cell: money('referral') },
    {
      key: 'net',
      header: t('miningReport.table.net'),
      numeric: true,
      cell: (day) =>
        day.credited || day.net.sat !== 0 ? (
          <Amount amount={day.net} />
        ) : (
          <span className={pageStyles.muted}>{t('miningReport.table.notCredited')}</span>
        ),
    },
    { key: 'payouts', header: t('miningReport.table.payouts'), numeric: true, cell: money('payouts') },
    {
      key: 'price',
      header: t('miningReport.table.price'),
      numeric: true,
      cell: (day) =>
        day.prices.BTCUSDT ? formatFiat(Number(day.prices.BTCUSDT.price), 'USDT', language) : t('miningReport.noPrice'),
    },
  ];
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('miningReport.table.title')}
      </h2>
      <Table
        caption={t('miningReport.table.title')}
        columns={columns}
        rows={report.days}
        rowKey={(day) => day.day}
        wide
      />
    </section>
  );
}

function PayoutsTable({ payouts }: { payouts: ReportPayout[] }) {
  const { t, i18n } = useTranslation();
  const { language } = i18n;
  const headingId = useId();
  const columns: Column<ReportPayout>[] = [
    { key: 'day', header: t('miningReport.payouts.day'), cell: (payout) => formatDay(payout.day, language) },
    {
      key: 'amount',
      header: t('miningReport.payouts.amount'),
      numeric: true,
      cell: (payout) => <Amount amount={payout.amount} />,
    },
    {
      key: 'status',
      header: t('miningReport.payouts.status'),
      cell: (payout) => t(`miningReport.payouts.statuses.${payout.status}`),
    },
    {
      key: 'address',
      header: t('miningReport.payouts.address'),
      cell: (payout) => <span className={styles.code}>{payout.address ?? missingValue}</span>,
    },
    {
      key: 'transaction',
      header: t('miningReport.payouts.transaction'),
      cell: (payout) => <span className={styles.code}>{payout.tx_id ?? missingValue}</span>,
    },
  ];
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('miningReport.payouts.title')}
      </h2>
      {payouts.length === 0 ? (
        <p className={pageStyles.muted}>{t('miningReport.payouts.none')}</p>
      ) : (
        <Table
          caption={t('miningReport.payouts.title')}
          columns={columns}
          rows={payouts}
          rowKey={(payout) => payout.id}
          wide
        />
      )}
    </section>
  );
}

/** The month as a PDF or XLSX file, in the interface's language. */
function Downloads({ account, month }: { account: AccountRef; month: string }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const [format, setFormat] = useState<MiningReportFormat>('pdf');
  const download = useExportMiningReport(account, {
    onSuccess: (file, query) => saveFile(file, `mining-report-${query.month}.${query.format}`),
    onError: (error) => {
      const code = error instanceof ApiError ? error.code : 'unexpected';
      toast.error(t(`errors.codes.${code}`, { defaultValue: t('toasts.error') }), {
        description: t('miningReport.download.failed'),
      });
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const language = languageSchema.safeParse(i18n.language).data ?? 'en';
    download.mutate({ month, format, language });
  };
  return (
    <form className={styles.download} aria-labelledby={headingId} onSubmit={submit}>
      <h2 id={headingId} className={styles.downloadTitle}>
        {t('miningReport.download.title')}
      </h2>
      <SelectField
        label={t('miningReport.download.format')}
        value={format}
        options={miningReportFormatSchema.options.map((value) => ({
          value,
          label: t(`miningReport.download.formats.${value}`),
        }))}
        onChange={(event) => setFormat(miningReportFormatSchema.parse(event.target.value))}
      />
      <Button type="submit" disabled={download.isPending}>
        {download.isPending ? t('miningReport.download.downloading') : t('miningReport.download.download')}
      </Button>
    </form>
  );
}
