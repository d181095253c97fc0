import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MinerWithStats } from '@pool/contract';
import { Table, type Column } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { formatHashrate } from '@/lib/format';
import { formatBtc } from '@/lib/format-btc';
import { Totals, WorkerBadges } from './customers-page';
import { LoadError } from '@/components/ui/load-error';
import { accountsSummaryQueryOptions } from '../api/get-accounts-summary';
import customerStyles from './customers.module.css';
import pageStyles from '@/components/ui/page.module.css';

export interface AccountsSummaryPageProps {
  title: string;
  /**
   * Makes the account active and opens its dashboard; undefined for an account the person
   * cannot switch to (none today: the list is their own miner accounts).
   */
  openerOf: (minerId: string) => (() => void) | undefined;
}

/**
 * /summary: every miner account of a person with several, side by side (hashrate, workers by
 * status, balance where they read its payments) under the sums, as the customers table
 * shows an operator's accounts; each name opens that account's dashboard.
 */
export function AccountsSummaryPage({ title, openerOf }: AccountsSummaryPageProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const summary = useQuery(accountsSummaryQueryOptions);
  const columns: Column<MinerWithStats>[] = [
    {
      key: 'account_name',
      header: t('customers.columns.account'),
      cell: (row) => (
        <span className={customerStyles.nameCell}>
          <AccountName name={row.account_name} open={openerOf(row.id)} />
          {row.title ? <span className={customerStyles.muted}>{row.title}</span> : null}
        </span>
      ),
    },
    {
      key: 'hash_rate_15m',
      className: customerStyles.wrapHead,
      header: t('customers.columns.hashrate15m'),
      numeric: true,
      cell: (row) => formatHashrate(row.hash_rate_15m, language),
    },
    {
      key: 'hash_rate_24h',
      className: customerStyles.wrapHead,
      header: t('customers.columns.hashrate24h'),
      numeric: true,
      cell: (row) => formatHashrate(row.hash_rate_24h, language),
    },
    {
      key: 'workers',
      header: t('customers.columns.workers'),
      cell: (row) => (
        <span className={customerStyles.workers}>
          {row.workers.total === 0 ? <span className={customerStyles.muted}>{t('customers.workers.none')}</span> : null}
          <WorkerBadges workers={row.workers} />
        </span>
      ),
    },
    {
      key: 'balance',
      className: customerStyles.wrapHead,
      header: t('customers.columns.balance'),
      numeric: true,
      cell: (row) =>
        row.balance === undefined ? t('accountsSummary.balanceHidden') : formatBtc(row.balance, language),
    },
  ];

  return (
    <div className={pageStyles.page}>
      <PageHeader title={title} account={undefined} />
      {summary.isError ? (
        <LoadError text={t('accountsSummary.error')} onRetry={() => void summary.refetch()} />
      ) : !summary.data ? (
        <div className={pageStyles.skeleton} role="status" aria-busy="true">
          <span className="visually-hidden">{t('common.loadingList', { list: t('accountsSummary.tableLabel') })}</span>
        </div>
      ) : (
        <>
          <p className={pageStyles.muted}>
            {t('accountsSummary.count', { count: summary.data.data.length })}
            {summary.data.data.some((row) => row.balance === undefined) ? ` ${t('accountsSummary.balanceNote')}` : ''}
          </p>
          <Totals totals={summary.data.totals} />
          <Table
            caption={t('accountsSummary.tableLabel')}
            columns={columns}
            rows={summary.data.data}
            rowKey={(row) => row.id}
          />
        </>
      )}
    </div>
  );
}

/** The account's name, a link to its dashboard where the person can switch to it. */
function AccountName({ name, open }: { name: string; open: (() => void) | undefined }) {
  if (!open) return <span className={customerStyles.name}>{name}</span>;
  return (
    <Link
      to="/"
      className={customerStyles.name}
      onClick={(event) => {
        event.preventDefault();
        open();
      }}
    >
      {name}
    </Link>
  );
}
