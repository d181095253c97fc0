import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { payoutHourUtc, rewardHourUtc, type ExtraCurrency } from '@pool/contract';
import { PageHeader } from '@/components/ui/page-header';
import type { AccountRef } from '@/lib/account';
import { formatCount, formatUtcHour } from '@/lib/format';
import type { FiatRates } from '@/lib/format-btc';
import { useSearchState } from '@/lib/search-params';
import { paymentsQueryOptions } from '../api/get-payments';
import { useMoneyRefresh } from '../use-money-refresh';
import {
  isFiltered,
  pageSizeOf,
  parsePaymentsParams,
  serializePaymentsParams,
  withFilter,
  withPageSize,
} from '../payments-search-params';
import { DailyEarningsChart } from './daily-earnings-chart';
import { ExportPayments } from './export-payments';
import { FiatNote } from './fiat-note';
import { PaymentsFilters } from './payments-filters';
import { PaymentsPager } from './payments-pager';
import { PaymentsTable } from './payments-table';
import { PaymentsTotals } from './payments-totals';
import { LoadError } from '@/components/ui/load-error';
import styles from './payments.module.css';
import pageStyles from '@/components/ui/page.module.css';

export interface PaymentsPageProps {
  account: AccountRef;
  title: string;
  /** The name of the account, beside the title once known. */
  accountName?: string;
  rates: FiatRates;
  /** Extra currencies without a rate now: said once instead of their values silently missing. */
  unavailableCurrencies?: readonly ExtraCurrency[];
}

/**
 * /payments: the account's rewards, payouts and transfers, filtered and paged on the
 * server, with the period's totals in and out, its daily earnings as bars, and the export of
 * a period. Filters, page and page size live in the address.
 */
export function PaymentsPage({ account, title, accountName, rates, unavailableCurrencies = [] }: PaymentsPageProps) {
  const { t, i18n } = useTranslation();
  useMoneyRefresh(account);
  const [params, update] = useSearchState(parsePaymentsParams, serializePaymentsParams);
  const payments = useQuery(paymentsQueryOptions(account, params));
  const total = payments.data?.pagination.total ?? 0;

  let body;
  if (payments.isError && !payments.data)
    body = <LoadError text={t('money.payments.error')} onRetry={() => void payments.refetch()} />;
  else if (!payments.data)
    body = (
      <div className={`${pageStyles.skeleton} ${styles.tableSkeleton}`} role="status" aria-busy="true">
        <span className="visually-hidden">{t('common.loading')}</span>
      </div>
    );
  else if (total === 0)
    body = (
      <div className={pageStyles.empty}>
        <p className={pageStyles.emptyTitle}>
          {isFiltered(params) ? t('money.payments.noMatch') : t('money.payments.empty')}
        </p>
        {isFiltered(params) ? null : (
          <p className={pageStyles.muted}>
            {t('money.payments.emptyHint', {
              rewardTime: formatUtcHour(rewardHourUtc),
              payoutTime: formatUtcHour(payoutHourUtc),
            })}
          </p>
        )}
      </div>
    );
  else
    body = (
      <>
        <div className={styles.summary}>
          <p className={pageStyles.muted} aria-live="polite">
            {t('money.payments.shown', { count: formatCount(total, i18n.language) })}
          </p>
          <PaymentsTotals totals={payments.data.totals} rates={rates} />
        </div>
        <FiatNote unavailable={unavailableCurrencies} />
        <PaymentsTable rows={payments.data.data} rates={rates} busy={payments.isPlaceholderData} />
        <PaymentsPager
          page={params.page}
          pageSize={pageSizeOf(params)}
          total={total}
          onPage={(page) => update({ ...params, page })}
          onPageSize={(size) => update(withPageSize(params, size))}
        />
      </>
    );

  return (
    <div className={pageStyles.page}>
      <PageHeader title={title} account={accountName} />
      <div className={styles.toolbar}>
        <PaymentsFilters
          params={params}
          onChange={(key, value) => update(withFilter(params, key, value))}
          onReset={() => update({ page: 1 })}
        />
        <ExportPayments account={account} type={params.type} status={params.status} />
      </div>
      <DailyEarningsChart account={account} period={params.period} />
      <div className={styles.list}>{body}</div>
    </div>
  );
}
