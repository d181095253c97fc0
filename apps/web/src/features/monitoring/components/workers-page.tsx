import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { workerNameSearchMaxLength, workerStatuses, type WorkerSortField, type WorkerStatus } from '@pool/contract';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { customerChoicesQueryOptions } from '../api/get-customer-choices';
import { toast } from '@/components/ui/toast/toast-store';
import { Tabs } from '@/components/ui/tabs';
import { copyToClipboard } from '@/components/ui/toast/copy-to-clipboard';
import { TextField } from '@/components/ui/text-field';
import type { AccountRef } from '@/lib/account';
import { useFormErrors } from '@/lib/form-errors';
import { useExportWorkers } from '../api/export-workers';
import { accountQueryOptions } from '../api/get-account';
import { workersInfiniteQueryOptions } from '../api/get-workers';
import { workerStatusesQueryOptions } from '../api/get-worker-statuses';
import { formatCount } from '@/lib/format';
import { saveFile } from '@/lib/save-file';
import { useDebouncedEffect } from '../use-debounced-callback';
import { workerStatusCountKeys, workerStatusLabelKeys } from '../worker-status';
import {
  nextSort,
  parseWorkersParams,
  serializeWorkersParams,
  workersQueryOf,
  type WorkersParams,
} from '../workers-search-params';
import { ConnectMiner } from './connect-miner';
import { WorkerChartDialog } from './worker-chart-dialog';
import { WorkersTable } from './workers-table';
import { PageHeader } from '@/components/ui/page-header';
import styles from './monitoring.module.css';
import pageStyles from '@/components/ui/page.module.css';

const searchDebounceMs = 300;

type StatusTab = 'all' | WorkerStatus;

export interface WorkersPageProps {
  account: AccountRef;
  title: string;
  /** The pool's stratum addresses from the configuration: how to connect a rig, with no workers and on demand. */
  stratumAddresses?: readonly string[];
}

/**
 * /workers: status tabs with counts, a name search and the virtualized table; a row
 * opens the worker's chart. Sort, order, status, search and the open worker live in
 * the address.
 */
export function WorkersPage({ account, title, stratumAddresses }: WorkersPageProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseWorkersParams(searchParams), [searchParams]);
  const update = useCallback(
    (change: Partial<WorkersParams>, options: { replace?: boolean } = {}) =>
      setSearchParams((current) => serializeWorkersParams({ ...parseWorkersParams(current), ...change }, current), {
        replace: options.replace,
        preventScrollReset: true,
      }),
    [setSearchParams],
  );

  // The field follows the address (back, reload) but typing is not overwritten by its own debounced commit.
  const [input, setInput] = useState(params.search);
  const [seenSearch, setSeenSearch] = useState(params.search);
  const [committed, setCommitted] = useState(params.search);
  if (seenSearch !== params.search) {
    setSeenSearch(params.search);
    if (params.search !== committed) {
      setInput(params.search);
      setCommitted(params.search);
    }
  }
  useDebouncedEffect(input, searchDebounceMs, (value) => {
    if (value === params.search) return;
    setCommitted(value);
    update({ search: value, worker: undefined }, { replace: true });
  });

  const listParams = workersQueryOf(params);
  const details = useQuery(accountQueryOptions(account));
  // Narrowed to a customer, the tabs count that customer's workers (its own account's counts).
  const statuses = useQuery(
    workerStatusesQueryOptions(params.customer ? { kind: 'miners', id: params.customer } : account),
  );
  const customers = useQuery({ ...customerChoicesQueryOptions(account), enabled: account.kind !== 'miners' });
  const workers = useInfiniteQuery(workersInfiniteQueryOptions(account, listParams));
  const rows = useMemo(() => workers.data?.pages.flatMap((page) => page.data) ?? [], [workers.data]);
  const total = workers.data?.pages.at(-1)?.pagination.total ?? 0;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = workers;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const [range, setRange] = useState({ from: '', to: '' });
  const [rangeErrors, setRangeErrors] = useState<{ from?: string; to?: string }>({});
  const formErrors = useFormErrors();
  const exportList = useExportWorkers(account, {
    onSuccess: (file) => saveFile(file, 'workers.csv'),
    onError: (error) => {
      // The days' refusals (one missing, reversed, in the future, older than 30 days) go beside the dates.
      const { fields } = formErrors(error);
      if (fields.from || fields.to) return setRangeErrors({ from: fields.from, to: fields.to });
      toast.error(t('toasts.error'), { description: t('toasts.errorDescription') });
    },
  });
  const rangeMessages = (name: 'from' | 'to') =>
    rangeErrors[name] ? [{ key: 'error', text: rangeErrors[name], type: 'error' as const }] : [];
  const today = new Date().toISOString().slice(0, 10);

  const counts = statuses.data;
  // "All" is the account's worker count (contract `total`): removed workers have their own tab.
  const allCount = counts?.total;
  // With its number, a label takes the plural form of that number (ru: «1 стабильный», «5 стабильных»).
  const tabLabel = (status: StatusTab, count: number | undefined) =>
    count === undefined
      ? t(status === 'all' ? 'monitoring.status.all' : workerStatusLabelKeys[status])
      : t(workerStatusCountKeys[status], { count, value: formatCount(count, language) });
  const tabs: { value: StatusTab; label: string }[] = [
    { value: 'all', label: tabLabel('all', allCount) },
    ...workerStatuses.map((status) => ({ value: status, label: tabLabel(status, counts?.[status]) })),
  ];
  const openWorker = rows.find((worker) => worker.id === params.worker);
  const filtered = Boolean(params.status || listParams.search || params.customer);

  return (
    <div className={pageStyles.page}>
      <PageHeader title={title} account={details.data?.name} />
      <div className={styles.toolbar}>
        <TextField
          type="search"
          label={t('monitoring.workers.searchLabel')}
          placeholder={t('monitoring.workers.searchPlaceholder')}
          value={input}
          maxLength={workerNameSearchMaxLength}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setInput(event.target.value)}
          className={styles.search}
        />
        {account.kind !== 'miners' ? (
          <SelectField
            label={t('monitoring.workers.customer')}
            className={styles.customerFilter}
            value={params.customer ?? ''}
            options={[
              { value: '', label: t('monitoring.workers.allCustomers') },
              ...(customers.data ?? []).map((customer) => ({ value: customer.id, label: customer.account_name })),
            ]}
            onChange={(event) => update({ customer: event.target.value || undefined, worker: undefined })}
          />
        ) : null}
        <fieldset className={styles.exportDays}>
          <legend className={styles.exportDaysLegend}>{t('monitoring.workers.exportDays')}</legend>
          <TextField
            type="date"
            label={t('monitoring.workers.exportFrom')}
            value={range.from}
            max={range.to || today}
            onChange={(event) => setRange({ ...range, from: event.target.value })}
            messages={rangeMessages('from')}
          />
          <TextField
            type="date"
            label={t('monitoring.workers.exportTo')}
            value={range.to}
            min={range.from || undefined}
            max={today}
            onChange={(event) => setRange({ ...range, to: event.target.value })}
            messages={rangeMessages('to')}
          />
        </fieldset>
        <Button
          kind="transparent"
          disabled={exportList.isPending}
          onClick={() => {
            setRangeErrors({});
            exportList.mutate({ params: listParams, range });
          }}
        >
          {t('monitoring.workers.export')}
        </Button>
      </div>
      <Tabs
        label={t('monitoring.workers.tabsLabel')}
        items={tabs}
        value={params.status ?? 'all'}
        onChange={(value) => update({ status: value === 'all' ? undefined : value, worker: undefined })}
      >
        {workers.isError && !workers.data ? (
          <div className={pageStyles.state} role="alert">
            <p className={pageStyles.stateText}>{t('monitoring.workers.error')}</p>
            <Button kind="transparent" size="xs" onClick={() => void workers.refetch()}>
              {t('monitoring.retry')}
            </Button>
          </div>
        ) : workers.isPending ? (
          <div className={`${pageStyles.skeleton} ${styles.tableSkeleton}`} role="status" aria-busy="true">
            <span className="visually-hidden">{t('monitoring.loading')}</span>
          </div>
        ) : total === 0 ? (
          <EmptyState filtered={filtered} accountName={details.data?.accountName} stratumAddresses={stratumAddresses} />
        ) : (
          <>
            <p className={pageStyles.muted} aria-live="polite">
              {t('monitoring.workers.shown', { count: formatCount(total, language) })}
            </p>
            <WorkersTable
              rows={rows}
              total={total}
              sort={params.sort}
              order={params.order}
              onSort={(field: WorkerSortField) => update(nextSort(params, field))}
              onOpen={(worker) => update({ worker: worker.id })}
              onNeedMore={loadMore}
              busy={workers.isFetching}
              showAccount={account.kind !== 'miners'}
              now={workers.dataUpdatedAt || 0}
            />
          </>
        )}
      </Tabs>
      {total > 0 && details.data?.accountName && stratumAddresses?.length ? (
        <details className={styles.connectAgain}>
          <summary>{t('monitoring.connect.again')}</summary>
          <ConnectMiner accountName={details.data.accountName} stratumAddresses={stratumAddresses} />
        </details>
      ) : null}
      <WorkerChartDialog
        account={account}
        workerId={params.worker}
        worker={openWorker}
        now={workers.dataUpdatedAt || 0}
        onClose={() => update({ worker: undefined })}
      />
    </div>
  );
}

function EmptyState({
  filtered,
  accountName,
  stratumAddresses = [],
}: {
  filtered: boolean;
  accountName?: string;
  stratumAddresses?: readonly string[];
}) {
  const { t } = useTranslation();
  if (filtered)
    return (
      <div className={pageStyles.empty}>
        <p className={pageStyles.emptyTitle}>{t('monitoring.workers.noMatch')}</p>
      </div>
    );
  // A miner account's list: exactly what to type into a rig.
  if (accountName && stratumAddresses.length > 0)
    return (
      <div className={styles.emptyConnect}>
        <p className={pageStyles.emptyTitle}>{t('monitoring.workers.empty')}</p>
        <ConnectMiner accountName={accountName} stratumAddresses={stratumAddresses} />
      </div>
    );
  const example = `${accountName ?? t('monitoring.workers.exampleAccount')}.${t('monitoring.workers.exampleWorker')}`;
  const [address] = stratumAddresses;
  return (
    <div className={pageStyles.empty}>
      <p className={pageStyles.emptyTitle}>{t('monitoring.workers.empty')}</p>
      <p className={pageStyles.muted}>
        {address
          ? t('monitoring.workers.emptyHint', { example, address })
          : t('monitoring.workers.emptyHintNoAddress', { example })}
      </p>
      {address ? (
        <Button kind="transparent" size="xs" onClick={() => void copyToClipboard(address, t)}>
          {t('monitoring.workers.copyAddress')}
        </Button>
      ) : null}
    </div>
  );
}
