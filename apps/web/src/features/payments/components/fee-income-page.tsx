import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FeeIncomeCustomer, FeeIncomeDay, PaymentExportFormat } from '@pool/contract';
import { Button } from '@/components/ui/button';
import { Table, type Column } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { StatCard } from '@/components/ui/stat-card';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/toast-store';
import type { AccountRef } from '@/lib/account';
import { ApiError } from '@/lib/api-client';
import { formatCount, formatDay, formatPercent } from '@/lib/format';
import { formatBtc } from '@/lib/format-btc';
import { useFormErrors, type FormErrors } from '@/lib/form-errors';
import { saveFile } from '@/lib/save-file';
import { useSearchState } from '@/lib/search-params';
import { useExportFeeIncome } from '../api/export-fee-income';
import { feeIncomeQueryOptions } from '../api/get-fee-income';
import {
  feeIncomeQueryOf,
  parseFeeIncomeParams,
  serializeFeeIncomeParams,
  type FeeIncomeParams,
} from '../fee-income-search-params';
import { DailyAmounts } from './daily-earnings-chart';
import { ExportFormatFields } from './export-format-fields';
import { LoadError } from '@/components/ui/load-error';
import styles from './payments.module.css';
import pageStyles from '@/components/ui/page.module.css';

export interface FeeIncomePageProps {
  operator: AccountRef;
  title: string;
  accountName?: string;
}

const todayUtc = () => new Date().toISOString().slice(0, 10);

/**
 * /fee-income: where an operator's money comes from. Its fee of each customer and each pool
 * day over a range (the last 30 days unless chosen), the total, a customer's days on a click,
 * and the whole breakdown (a row per customer and day) as a CSV or XLSX file. The range and
 * the customer live in the address.
 */
export function FeeIncomePage({ operator, title, accountName }: FeeIncomePageProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [params, update] = useSearchState(parseFeeIncomeParams, serializeFeeIncomeParams);
  const income = useQuery(feeIncomeQueryOptions(operator, feeIncomeQueryOf(params)));
  const data = income.data;
  const customers = data?.customers ?? [];
  const chosen = customers.find((customer) => customer.miner_id === params.customer);
  // The customers' total is the range's, whatever customer the days are narrowed to.
  const rangeTotal = customers.reduce((sum, customer) => sum + customer.amount, 0);

  const customerColumns: Column<FeeIncomeCustomer>[] = [
    {
      key: 'customer',
      header: t('feeIncome.columns.customer'),
      cell: (row) => (
        <span className={styles.feeCustomer}>
          <Link to={`/customers/${row.miner_id}`} className={styles.feeCustomerName}>
            {row.account_name}
          </Link>
          {row.title ? <span className={styles.feeMuted}>{row.title}</span> : null}
        </span>
      ),
    },
    {
      key: 'days',
      header: t('feeIncome.columns.days'),
      numeric: true,
      cell: (row) => formatCount(row.days, language),
    },
    {
      key: 'share',
      header: t('feeIncome.columns.share'),
      numeric: true,
      cell: (row) => formatPercent(rangeTotal > 0 ? (row.amount / rangeTotal) * 100 : 0, language),
    },
    {
      key: 'amount',
      header: t('feeIncome.columns.amount'),
      numeric: true,
      cell: (row) => formatBtc(row.amount, language),
    },
    {
      key: 'open',
      header: t('feeIncome.columns.byDay'),
      cell: (row) =>
        row.miner_id === params.customer ? (
          <span className={styles.feeMuted}>{t('feeIncome.shownByDay')}</span>
        ) : (
          <Button
            kind="transparent"
            size="xs"
            aria-label={t('feeIncome.showDaysOf', { customer: row.account_name })}
            onClick={() => update({ ...params, customer: row.miner_id })}
          >
            {t('feeIncome.showDays')}
          </Button>
        ),
    },
  ];
  const dayColumns: Column<FeeIncomeDay>[] = [
    { key: 'day', header: t('feeIncome.columns.day'), cell: (row) => formatDay(row.pool_day, language) },
    {
      key: 'customers',
      header: t('feeIncome.columns.customers'),
      numeric: true,
      cell: (row) => formatCount(row.customers, language),
    },
    {
      key: 'amount',
      header: t('feeIncome.columns.amount'),
      numeric: true,
      cell: (row) => formatBtc(row.amount, language),
    },
  ];
  const paidDays = data?.days.filter((day) => day.amount > 0).length ?? 0;
  const byDayTitle = chosen ? t('feeIncome.byDayOf', { customer: chosen.account_name }) : t('feeIncome.byDay');
  // The chart's days run oldest first; the table's newest first.
  const oldestFirst = useMemo(() => [...(data?.days ?? [])].reverse(), [data?.days]);
  // Without a range of its own the page reads the last 30 days: the fields show which.
  const shown = { from: params.from || data?.from || '', to: params.to || data?.to || '' };

  return (
    <div className={pageStyles.page}>
      <PageHeader title={title} account={accountName} />
      <RangeForm key={`${shown.from}:${shown.to}`} params={params} shown={shown} onChange={update} />
      {income.isError && !data ? <LoadError text={t('feeIncome.error')} onRetry={() => void income.refetch()} /> : null}
      {data ? (
        <>
          <p className={pageStyles.muted}>
            {t('feeIncome.range', { from: formatDay(data.from, language), to: formatDay(data.to, language) })}
          </p>
          <section className={styles.feeTotals} aria-label={t('feeIncome.totals')}>
            <StatCard title={t('feeIncome.total')}>
              <span className={styles.feeFigure}>{formatBtc(rangeTotal, language)}</span>
            </StatCard>
            <StatCard title={t('feeIncome.payingCustomers')}>
              <span className={styles.feeFigure}>{formatCount(customers.length, language)}</span>
            </StatCard>
            <StatCard title={t('feeIncome.paidDays')}>
              <span className={styles.feeFigure}>
                {t('feeIncome.daysOf', { count: paidDays, value: formatCount(paidDays, language) })}
              </span>
            </StatCard>
          </section>
          <ExportFeeIncome operator={operator} params={params} />
          <section className={styles.feeSection} aria-labelledby="fee-income-customers">
            <h2 id="fee-income-customers" className={styles.feeHeading}>
              {t('feeIncome.byCustomer')}
            </h2>
            {customers.length === 0 ? (
              <p className={pageStyles.muted}>{t('feeIncome.none')}</p>
            ) : (
              <Table
                caption={t('feeIncome.byCustomer')}
                columns={customerColumns}
                rows={customers}
                rowKey={(row) => row.miner_id}
                busy={income.isFetching}
              />
            )}
          </section>
          <section className={styles.feeSection} aria-labelledby="fee-income-days">
            <div className={styles.feeSectionHead}>
              <h2 id="fee-income-days" className={styles.feeHeading}>
                {byDayTitle}
              </h2>
              {params.customer ? (
                <Button kind="transparent" size="xs" onClick={() => update({ ...params, customer: '' })}>
                  {t('feeIncome.allCustomers')}
                </Button>
              ) : null}
            </div>
            {chosen ? (
              <p className={pageStyles.muted}>
                {t('feeIncome.customerTotal', { amount: formatBtc(data.total, language) })}
              </p>
            ) : null}
            <DailyAmounts
              days={oldestFirst}
              busy={income.isFetching}
              texts={{ title: byDayTitle, amount: t('feeIncome.columns.amount') }}
              table={false}
            />
            <Table
              caption={byDayTitle}
              columns={dayColumns}
              rows={data.days}
              rowKey={(row) => row.pool_day}
              busy={income.isFetching}
            />
          </section>
        </>
      ) : income.isPending ? (
        <div className={`${pageStyles.skeleton} ${styles.feeSkeleton}`} role="status" aria-busy="true">
          <span className="visually-hidden">{t('feeIncome.loading')}</span>
        </div>
      ) : null}
    </div>
  );
}

/** The range: two pool days (`shown`: the range on screen), or back to the last 30 days. */
function RangeForm({
  params,
  shown,
  onChange,
}: {
  params: FeeIncomeParams;
  shown: { from: string; to: string };
  onChange: (next: FeeIncomeParams) => void;
}) {
  const { t } = useTranslation();
  const [from, setFrom] = useState(shown.from);
  const [to, setTo] = useState(shown.to);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...params, from, to });
  };
  return (
    <form className={styles.feeRange} onSubmit={submit} aria-label={t('feeIncome.rangeLabel')}>
      <TextField
        label={t('money.export.from')}
        type="date"
        value={from}
        required
        max={to || todayUtc()}
        onChange={(event) => setFrom(event.target.value)}
      />
      <TextField
        label={t('money.export.to')}
        type="date"
        value={to}
        required
        min={from || undefined}
        max={todayUtc()}
        onChange={(event) => setTo(event.target.value)}
      />
      <Button type="submit" kind="transparent">
        {t('feeIncome.show')}
      </Button>
      {params.from ? (
        <Button kind="transparent" onClick={() => onChange({ ...params, from: '', to: '' })}>
          {t('feeIncome.last30')}
        </Button>
      ) : null}
    </form>
  );
}

/** The file of the page's range (and customer): one row per customer and day. */
function ExportFeeIncome({ operator, params }: { operator: AccountRef; params: FeeIncomeParams }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [format, setFormat] = useState<PaymentExportFormat>('csv');
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const formErrors = useFormErrors();
  const download = useExportFeeIncome(operator, {
    onSuccess: (file, query) => saveFile(file, `fee-income.${query.format}`),
    onError: (error) => {
      const { fields } = formErrors(error);
      if (fields.from || fields.to) return setErrors({ fields });
      const code = error instanceof ApiError ? error.code : 'unexpected';
      toast.error(t(`errors.codes.${code}`, { defaultValue: t('toasts.error') }), {
        description: t('money.export.failed'),
      });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({ fields: {} });
    download.mutate({ ...feeIncomeQueryOf(params), format });
  };
  const rangeError = errors.fields.from ?? errors.fields.to;
  return (
    <form className={styles.export} aria-labelledby={headingId} onSubmit={submit}>
      <h2 id={headingId} className={styles.exportTitle}>
        {t('feeIncome.exportTitle')}
      </h2>
      <ExportFormatFields format={format} onFormat={setFormat} pending={download.isPending} />
      {rangeError ? (
        <p role="alert" className={styles.feeMuted}>
          {rangeError}
        </p>
      ) : null}
    </form>
  );
}
