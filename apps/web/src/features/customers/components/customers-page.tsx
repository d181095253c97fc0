import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  minerSortFieldSchema,
  type MinersTotals,
  type MinerSortField,
  type MinerWithStats,
  type WorkerStatus,
} from '@pool/contract';
import { Badge, type Tone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { buttonClassName } from '@/components/ui/button-class';
import { DataTable, type Column } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { SearchForm } from '@/components/ui/search-form';
import { SelectField } from '@/components/ui/select-field';
import type { AccountRef } from '@/lib/account';
import { formatCount, formatDateTime, formatHashrate, formatPercent } from '@/lib/format';
import { formatBtc } from '@/lib/format-btc';
import { useSearchState } from '@/lib/search-params';
import { toast } from '@/components/ui/toast/toast-store';
import { saveFile } from '@/lib/save-file';
import { useExportCustomers } from '../api/export-customers';
import { customersQueryOptions } from '../api/get-customers';
import { CustomerFeeForm } from './customer-fee-form';
import {
  customerSearchMaxLength,
  customersExportQueryOf,
  parseCustomersParams,
  serializeCustomersParams,
  sortedBy,
  type CustomersParams,
} from '../customers-search-params';
import styles from './customers.module.css';
import pageStyles from '@/components/ui/page.module.css';

export interface CustomersPageProps {
  /** The operator (or pool) whose miner accounts these are. */
  owner: AccountRef;
  title: string;
  accountName?: string;
  /** The caller's access opens payments: the balance column. */
  showBalance: boolean;
  /** The operator's fee column (left out where the permission carries total_fee_hide). */
  showFee: boolean;
  /** Whether the caller may create customers (the form link). */
  canCreate: boolean;
}

const statusTones: Record<Exclude<WorkerStatus, 'removed'>, Tone> = {
  stable: 'success',
  unavailable: 'warning',
  off: 'danger',
};

/**
 * /customers: an operator's customers (and their sub-accounts) in a server-paged table,
 * searched by name, narrowed to those with a worker down and sorted on the server, with
 * the sums of the whole list; state in the address; cards up to 1023 px.
 */
export function CustomersPage({ owner, title, accountName, showBalance, showFee, canCreate }: CustomersPageProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [params, update] = useSearchState(parseCustomersParams, serializeCustomersParams);
  const customers = useQuery(customersQueryOptions(owner, params));
  const download = useExportCustomers(owner, {
    onSuccess: (file, query) => saveFile(file, `customers.${query.format}`),
    onError: () => toast.error(t('toasts.error'), { description: t('customers.export.failed') }),
  });

  const sortable = (field: MinerSortField) => ({
    order: params.sort === field ? params.order : undefined,
    onSort: () => update(sortedBy(params, field)),
  });

  const columns: Column<MinerWithStats>[] = [
    {
      key: 'account_name',
      header: t('customers.columns.account'),
      sort: sortable('account_name'),
      cell: (row) => (
        <span className={styles.nameCell}>
          <Link to={`/customers/${row.id}`} className={styles.name}>
            {row.account_name}
          </Link>
          {row.parent_account_name ? (
            <span className={styles.muted}>{t('customers.subAccountOf', { parent: row.parent_account_name })}</span>
          ) : null}
        </span>
      ),
    },
    { key: 'title', header: t('customers.columns.title'), sort: sortable('title'), cell: (row) => row.title ?? '—' },
    {
      key: 'hash_rate_15m',
      className: styles.wrapHead,
      header: t('customers.columns.hashrate15m'),
      numeric: true,
      sort: sortable('hash_rate_15m'),
      cell: (row) => formatHashrate(row.hash_rate_15m, language),
    },
    {
      key: 'hash_rate_24h',
      className: styles.wrapHead,
      header: t('customers.columns.hashrate24h'),
      numeric: true,
      sort: sortable('hash_rate_24h'),
      cell: (row) => formatHashrate(row.hash_rate_24h, language),
    },
    {
      key: 'workers',
      header: t('customers.columns.workers'),
      sort: sortable('workers'),
      cell: (row) => (
        <span className={styles.workers}>
          {row.workers.stable + row.workers.unavailable + row.workers.off === 0 ? (
            <span className={styles.muted}>{t('customers.workers.none')}</span>
          ) : null}
          <WorkerBadges workers={row.workers} />
        </span>
      ),
    },
    ...(showBalance
      ? [
          {
            key: 'balance',
            className: styles.wrapHead,
            header: t('customers.columns.balance'),
            numeric: true,
            sort: sortable('balance'),
            cell: (row: MinerWithStats) => (row.balance === undefined ? '—' : formatBtc(row.balance, language)),
          },
        ]
      : []),
    ...(showFee
      ? [
          {
            key: 'operator_fee',
            className: styles.wrapHead,
            header: t('customers.columns.fee'),
            numeric: true,
            sort: sortable('operator_fee'),
            cell: (row: MinerWithStats) =>
              row.operator_fee === undefined ? '—' : formatPercent(Number(row.operator_fee), language),
          },
        ]
      : []),
    {
      key: 'created_at',
      header: t('customers.columns.created'),
      sort: sortable('created_at'),
      cell: (row) => formatDateTime(row.created_at, language),
    },
  ];
  const total = customers.data?.pagination.total;

  return (
    <div className={pageStyles.page}>
      <PageHeader title={title} account={accountName} />
      <div className={styles.toolbar}>
        <SearchForm
          search={params.search}
          onSearch={(search) => update({ ...params, search, page: 1 })}
          label={t('customers.search')}
          submitLabel={t('customers.searchButton')}
          maxLength={customerSearchMaxLength}
        />
        {/* The table's headers sort on wide screens; cards (≤ 1023 px) have none, so a select does. */}
        <div className={styles.mobileSort}>
          <SelectField
            label={t('customers.sortBy')}
            value={`${params.sort}:${params.order}`}
            options={minerSortFieldSchema.options
              .filter((field) => (field !== 'balance' || showBalance) && (field !== 'operator_fee' || showFee))
              .flatMap((field) =>
                (['asc', 'desc'] as const).map((order) => ({
                  value: `${field}:${order}`,
                  label: t(`customers.sort.${order}`, { column: t(`customers.sortFields.${field}`) }),
                })),
              )}
            onChange={(event) => {
              const [sort, order] = event.target.value.split(':') as [MinerSortField, 'asc' | 'desc'];
              update({ ...params, sort, order, page: 1 });
            }}
          />
        </div>
        <div className={styles.actions}>
          <Button
            kind="transparent"
            aria-pressed={params.workersDown}
            onClick={() => update({ ...params, workersDown: !params.workersDown, page: 1 })}
          >
            {t('customers.workersDown')}
          </Button>
          {(['csv', 'xlsx'] as const).map((format) => (
            <Button
              key={format}
              kind="transparent"
              disabled={download.isPending}
              onClick={() => download.mutate(customersExportQueryOf(params, format))}
            >
              {t(`customers.export.${format}`)}
            </Button>
          ))}
          {canCreate ? (
            <Link to="/customers/create-customer" className={buttonClassName()}>
              {t('customers.create')}
            </Link>
          ) : null}
        </div>
      </div>
      {total !== undefined ? (
        <p className={pageStyles.muted} aria-live="polite">
          {t('customers.shown', { count: total, value: formatCount(total, language) })}
        </p>
      ) : null}
      {customers.data ? <Totals totals={customers.data.totals} /> : null}
      {canCreate && owner.kind === 'operators' ? <CustomerFeeForm operatorId={owner.id} /> : null}
      <DataTable
        caption={t('customers.tableLabel')}
        columns={columns}
        query={customers}
        rowKey={(row) => row.id}
        emptyText={
          params.workersDown ? t('customers.noneDown') : params.search ? t('customers.noMatch') : t('customers.empty')
        }
        errorText={t('customers.error')}
        onPage={(page) => update({ ...params, page } satisfies CustomersParams)}
      />
    </div>
  );
}

/** An account's (or a sum's) workers as a badge per status that has any: stable, unavailable, off. */
export function WorkerBadges({ workers }: { workers: MinerWithStats['workers'] }) {
  const { t, i18n } = useTranslation();
  return (['stable', 'unavailable', 'off'] as const)
    .filter((status) => workers[status] > 0)
    .map((status) => (
      <Badge key={status} tone={statusTones[status]}>
        {t(`customers.workers.${status}`, {
          count: workers[status],
          value: formatCount(workers[status], i18n.language),
        })}
      </Badge>
    ));
}

/**
 * The sums of a list of accounts (the customers table's: every account the search and the
 * filter keep), above it; an operator's fee income from them opens the fee income page.
 */
export function Totals({ totals }: { totals: MinersTotals }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const items: [string, ReactNode][] = [
    [t('customers.columns.hashrate15m'), formatHashrate(totals.hash_rate_15m, language)],
    [t('customers.columns.hashrate24h'), formatHashrate(totals.hash_rate_24h, language)],
    [
      t('customers.columns.workers'),
      <span className={styles.workers}>
        <WorkerBadges workers={totals.workers} />
      </span>,
    ],
    ...(totals.balance === undefined
      ? []
      : [[t('customers.columns.balance'), formatBtc(totals.balance, language)] as [string, ReactNode]]),
    ...(totals.fee_income_30d === undefined
      ? []
      : [
          [t('customers.feeIncome30d'), <Link to="/fee-income">{formatBtc(totals.fee_income_30d, language)}</Link>] as [
            string,
            ReactNode,
          ],
        ]),
  ];
  return (
    <section className={styles.totals} aria-label={t('customers.totals')}>
      <dl>
        {items.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
