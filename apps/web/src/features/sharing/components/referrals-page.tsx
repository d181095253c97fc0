import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Referral } from '@pool/contract';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { StatCard } from '@/components/ui/stat-card';
import { copyToClipboard } from '@/components/ui/toast/copy-to-clipboard';
import { LoadError } from '@/components/ui/load-error';
import { formatBtc } from '@/lib/format-btc';
import { formatCount, formatDateTime, formatDay, formatHashrate, formatPercent } from '@/lib/format';
import { usePageParam } from '@/lib/search-params';
import { referralsQueryOptions } from '../api/get-referrals';
import { referrerCodesQueryOptions } from '../api/get-referrer-codes';
import card from '@/components/ui/card.module.css';
import pageStyles from '@/components/ui/page.module.css';
import styles from './sharing.module.css';
import formLayout from '@/components/ui/form-layout.module.css';

export interface ReferralsPageProps {
  minerId: string;
  title: string;
  accountName: string | undefined;
}

/**
 * /referrals (product §3 "Profit sharing type: referral"): the account's code and link to
 * share, the terms, and the accounts it brought with what each earned it. The page of the
 * list lives in the address.
 */
export function ReferralsPage({ minerId, title, accountName }: ReferralsPageProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [page, setPage] = usePageParam();
  const codes = useQuery(referrerCodesQueryOptions(minerId));
  const referrals = useQuery(referralsQueryOptions(minerId, page));
  const code = codes.data?.data[0];
  const link = code ? `${window.location.origin}${code.share_path}` : undefined;
  const terms = referrals.data;

  const columns: Column<Referral>[] = [
    { key: 'account', header: t('referrals.columns.account'), cell: (row) => row.account_name },
    { key: 'joined', header: t('referrals.columns.joined'), cell: (row) => formatDateTime(row.created_at, language) },
    {
      key: 'until',
      header: t('referrals.columns.until'),
      cell: (row) => t('referrals.dayStart', { day: formatDay(row.ends_on, language) }),
    },
    {
      key: 'hashrate',
      header: t('referrals.columns.hashrate'),
      numeric: true,
      cell: (row) => formatHashrate(row.hash_rate_24h, language),
    },
    {
      key: 'earned',
      header: t('referrals.columns.earned'),
      numeric: true,
      cell: (row) => formatBtc(row.earned, language),
    },
  ];

  return (
    <section className={pageStyles.page} aria-labelledby="page-title">
      <PageHeader title={title} account={accountName} />
      <section aria-labelledby="referral-link-heading" className={`${card.card} ${card.stack}`}>
        <h2 id="referral-link-heading" className={card.heading}>
          {t('referrals.linkHeading')}
        </h2>
        {terms ? (
          <p className={formLayout.hint}>
            {t('referrals.terms', {
              percent: formatPercent(Number(terms.share_percent), language),
              count: terms.days,
              days: formatCount(terms.days, language),
            })}
          </p>
        ) : null}
        {codes.isError && !code ? (
          <LoadError text={t('referrals.codeError')} onRetry={() => void codes.refetch()} />
        ) : code && link ? (
          <>
            <p className={styles.link}>
              <span>{t('referrals.code')}</span>
              <span className={styles.code}>{code.code}</span>
            </p>
            <p className={styles.link}>
              <code>{link}</code>
              <Button size="xs" onClick={() => void copyToClipboard(link, t, t('referrals.linkCopied'))}>
                {t('referrals.copyLink')}
              </Button>
            </p>
          </>
        ) : (
          <div className={pageStyles.skeleton} style={{ height: 64 }} role="status" aria-busy="true">
            <span className="visually-hidden">{t('common.loading')}</span>
          </div>
        )}
      </section>
      {terms ? (
        <div className={styles.cards}>
          <StatCard title={t('referrals.totalAccounts')}>
            <span className={styles.value}>{formatCount(terms.totals.accounts, language)}</span>
          </StatCard>
          <StatCard title={t('referrals.totalEarned')}>
            <span className={styles.value}>{formatBtc(terms.totals.earned, language)}</span>
          </StatCard>
        </div>
      ) : null}
      <DataTable
        caption={t('referrals.tableLabel')}
        columns={columns}
        query={referrals}
        rowKey={(row) => row.miner_id}
        emptyText={t('referrals.empty')}
        errorText={t('referrals.error')}
        onPage={setPage}
      />
    </section>
  );
}
