import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { payoutHourUtc, rewardHourUtc } from '@pool/contract';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import type { AccountRef } from '@/lib/account';
import { formatCount, formatUtcHour } from '@/lib/format';
import type { FiatRates } from '@/lib/format-btc';
import { useSearchState } from '@/lib/search-params';
import { paymentsPageSize, paymentsQueryOptions } from '../api/get-payments';
import { isFiltered, parsePaymentsParams, serializePaymentsParams, withFilter } from '../payments-search-params';
import { ExportPayments } from './export-payments';
import { PaymentsFilters } from './payments-filters';
import { PaymentsTable } from './payments-table';
import styles from './payments.module.css';
import pageStyles from '@/components/ui/page.module.css';

export interface PaymentsPageProps {
  account: AccountRef;
  title: string;
  /** The name of the account, beside the title once known. */
  accountName?: string;
  rates: FiatRates;
}

/**
 * /payments: the account's rewards, payouts and transfers, filtered and paged on the
 * server, with the export of a period. Filters and page live in the address.
 */
export function PaymentsPage({ account, title, accountName, rates }: PaymentsPageProps) {
  const { t, i18n } = useTranslation();
  const [params, update] = useSearchState(parsePaymentsParams, serializePaymentsParams);
  const payments = useQuery(paymentsQueryOptions(account, params));
  const total = payments.data?.pagination.total ?? 0;

  let body;
  if (payments.isError && !payments.data)
    body = (
      <div className={pageStyles.state} role="alert">
        <p className={pageStyles.stateText}>{t('money.payments.error')}</p>
        <Button kind="transparent" size="xs" onClick={() => void payments.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
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
        <p className={pageStyles.muted} aria-live="polite">
          {t('money.payments.shown', { count: formatCount(total, i18n.language) })}
        </p>
        <PaymentsTable rows={payments.data.data} rates={rates} busy={payments.isPlaceholderData} />
        <Pagination
          label={t('money.payments.tableLabel')}
          page={params.page}
          perPage={paymentsPageSize}
          total={total}
          onPage={(page) => update({ ...params, page })}
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
      <div className={styles.list}>{body}</div>
    </div>
  );
}
