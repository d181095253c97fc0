import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { rewardHourUtc } from '@pool/contract';
import { Button } from '@/components/ui/button';
import { StatCard } from '@/components/ui/stat-card';
import type { AccountRef } from '@/lib/account';
import { formatUtcHour } from '@/lib/format';
import type { FiatRates } from '@/lib/format-btc';
import { balanceQueryOptions } from '../api/get-balance';
import { earnedAllTimeQueryOptions } from '../api/get-earned-all-time';
import { processingEarningsQueryOptions } from '../api/get-processing-earnings';
import { MoneyAmount } from './money-amount';
import styles from './payments.module.css';
import pageStyles from '@/components/ui/page.module.css';

/**
 * The dashboard's money: the balance with what is on its way out, today's estimated
 * earnings (credited at 09:00 UTC) and everything earned, each in BTC and the pool's
 * extra currencies. Shown only where the account's access opens payments.
 */
export function BalanceCards({ account, rates }: { account: AccountRef; rates: FiatRates }) {
  const { t } = useTranslation();
  const headingId = useId();
  const balance = useQuery(balanceQueryOptions(account));
  const processing = useQuery(processingEarningsQueryOptions(account));
  const earned = useQuery(earnedAllTimeQueryOptions(account));
  return (
    <section aria-labelledby={headingId} className={styles.balanceSection}>
      <h2 id={headingId} className="visually-hidden">
        {t('money.balance.title')}
      </h2>
      <div className={styles.cards}>
        <MoneyCard title={t('money.balance.balance')} query={balance}>
          {(data) => (
            <>
              <MoneyAmount satoshi={data.balance} rates={rates} large />
              <span className={styles.cardNote}>
                {t('money.balance.pendingPayout')} <MoneyAmount satoshi={data.pending_payout} rates={rates} />
              </span>
            </>
          )}
        </MoneyCard>
        <MoneyCard title={t('money.balance.processing')} query={processing}>
          {(data) => (
            <>
              <MoneyAmount satoshi={data.amount} rates={rates} large />
              <span className={styles.cardNote}>
                {t('money.balance.processingHint', { time: formatUtcHour(rewardHourUtc) })}
              </span>
            </>
          )}
        </MoneyCard>
        <MoneyCard title={t('money.balance.earned')} query={earned}>
          {(data) => <MoneyAmount satoshi={data.amount} rates={rates} large />}
        </MoneyCard>
      </div>
    </section>
  );
}

function MoneyCard<T>({
  title,
  query,
  children,
}: {
  title: string;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  let body: ReactNode;
  if (query.data !== undefined) body = children(query.data);
  else if (query.isError)
    body = (
      <span className={styles.cardError} role="alert">
        {t('money.balance.error')}
        <Button kind="transparent" size="xs" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </span>
    );
  else
    body = (
      <span className={`${pageStyles.skeleton} ${styles.valueSkeleton}`} role="status" aria-busy="true">
        <span className="visually-hidden">{t('common.loading')}</span>
      </span>
    );
  return <StatCard title={title}>{body}</StatCard>;
}
