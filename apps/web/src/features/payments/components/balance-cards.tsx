import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { rewardHourUtc, type ExtraCurrency } from '@pool/contract';
import type { AccountRef } from '@/lib/account';
import { formatUtcHour } from '@/lib/format';
import { formatBtc, type FiatRates } from '@/lib/format-btc';
import { balanceQueryOptions } from '../api/get-balance';
import { earnedAllTimeQueryOptions } from '../api/get-earned-all-time';
import { dailyEarningsQueryOptions } from '../api/get-daily-earnings';
import { processingEarningsQueryOptions } from '../api/get-processing-earnings';
import { beforeTodaysRewardRun } from '../payout-estimate';
import { useMoneyRefresh } from '../use-money-refresh';
import { EarningsOutlookCard, NextPayoutCard } from './dashboard-money-cards';
import { FiatNote } from './fiat-note';
import { MoneyAmount } from './money-amount';
import { MoneyCard } from './money-card';
import { PendingCurrencies } from './pending-currencies';
import styles from './payments.module.css';
import grid from '@/components/ui/card-grid.module.css';
import pageStyles from '@/components/ui/page.module.css';

/**
 * The dashboard's money: for a miner account the balance with what is on its way out, the
 * next payout, the earnings outlook and everything earned; for a pool or an operator, whose
 * income is its fees and is never paid out, the fee income today (credited at 09:00 UTC) and
 * all time. Each in BTC and the pool's extra currencies; shown only where the account's
 * access opens payments. `lead` is a card of the route's placed first in the row. Under the
 * cards a note says how the extra currencies are valued, or that one has no rate now (its
 * values are left out, not silently missing).
 */
export function BalanceCards({
  account,
  rates,
  lead,
  unavailableCurrencies = [],
  pendingCurrencies = [],
}: {
  account: AccountRef;
  rates: FiatRates;
  lead?: ReactNode;
  /** The extra currencies without a rate now: the note under the cards names them. */
  unavailableCurrencies?: readonly ExtraCurrency[];
  /** The extra currencies whose rate is on its way: the cards keep a line for their values. */
  pendingCurrencies?: readonly ExtraCurrency[];
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const miner = account.kind === 'miners';
  useMoneyRefresh(account);
  return (
    <section aria-labelledby={headingId} className={`${styles.balanceSection} ${grid.area}`}>
      <h2 id={headingId} className="visually-hidden">
        {t('money.balance.title')}
      </h2>
      <div className={`${grid.grid} ${grid.money}`}>
        <PendingCurrencies.Provider value={pendingCurrencies}>
          {lead}
          {miner ? (
            <>
              <BalanceCard account={account} rates={rates} />
              <NextPayoutCard account={account} rates={rates} />
              <EarningsOutlookCard account={account} rates={rates} className={grid.tall} />
              <EarnedCard account={account} rates={rates} title={t('money.balance.earned')} className={grid.wide} />
            </>
          ) : (
            <>
              <ProcessingCard account={account} rates={rates} />
              <EarnedCard
                account={account}
                rates={rates}
                title={t('monitoring.overview.feeIncomeAllTime')}
                footer={<RecentEarnings account={account} />}
              />
            </>
          )}
        </PendingCurrencies.Provider>
      </div>
      {/* Always there (its empty box while the rates load): whether a rate comes or not, the
          note takes the same lines and the dashboard under it does not move. */}
      {pendingCurrencies.length > 0 ? (
        <p className={`${pageStyles.muted} ${styles.fiatNote}`} aria-hidden="true" />
      ) : (
        <FiatNote unavailable={unavailableCurrencies} className={styles.fiatNote} />
      )}
    </section>
  );
}

function BalanceCard({ account, rates }: { account: AccountRef; rates: FiatRates }) {
  const { t } = useTranslation();
  const balance = useQuery(balanceQueryOptions(account));
  return (
    // Two lines for the pending payout's note: its label, amount and values in the extra
    // currencies wrap onto a second line in a phone's card (in Russian with one currency).
    <MoneyCard title={t('money.balance.balance')} noteLines={2} query={balance}>
      {(data) => (
        <>
          <MoneyAmount satoshi={data.balance} rates={rates} large />
          <span className={styles.cardNote}>
            {t('money.balance.pendingPayout')} <MoneyAmount satoshi={data.pending_payout} rates={rates} />
          </span>
        </>
      )}
    </MoneyCard>
  );
}

function EarnedCard({
  account,
  rates,
  title,
  className,
  footer,
}: {
  account: AccountRef;
  rates: FiatRates;
  title: string;
  className?: string;
  footer?: ReactNode;
}) {
  const earned = useQuery(earnedAllTimeQueryOptions(account));
  return (
    <MoneyCard title={title} query={earned} className={className} footer={footer}>
      {(data) => <MoneyAmount satoshi={data.amount} rates={rates} large atTodaysRate />}
    </MoneyCard>
  );
}

/** A pool's or operator's fee income of today so far, an estimate credited at 09:00 UTC. */
function ProcessingCard({ account, rates }: { account: AccountRef; rates: FiatRates }) {
  const { t } = useTranslation();
  const processing = useQuery(processingEarningsQueryOptions(account));
  return (
    <MoneyCard title={t('monitoring.overview.feeIncomeToday')} noteLines={1} query={processing}>
      {(data) => (
        <>
          <MoneyAmount satoshi={data.amount} rates={rates} large />
          <span className={styles.cardNote}>
            {t('money.balance.processingHint', { time: formatUtcHour(rewardHourUtc) })}
          </span>
        </>
      )}
    </MoneyCard>
  );
}

/**
 * What a pool's or operator's fee income earned yesterday and over the last 30 pool days up
 * to yesterday: the daily earnings, counted as the all-time figure above them is, and one
 * click from their chart on the payments page. The lines keep their height while they load,
 * so nothing under the card moves when they arrive.
 */
function RecentEarnings({ account }: { account: AccountRef }) {
  const { t, i18n } = useTranslation();
  const period = 'P30D';
  const earnings = useQuery(dailyEarningsQueryOptions(account, period));
  const days = earnings.data?.data;
  const amount = (satoshi: number | undefined) => {
    if (days) return formatBtc(satoshi ?? 0, i18n.language);
    if (earnings.isError) return '—';
    return (
      <span className={`${pageStyles.skeleton} ${styles.recentFeeSkeleton}`} role="status" aria-busy="true">
        <span className="visually-hidden">{t('common.loading')}</span>
      </span>
    );
  };
  return (
    <dl className={styles.recentFees}>
      <div className={styles.recentFee}>
        <dt>{t('monitoring.overview.feeIncomeYesterday')}</dt>
        {/* The range ends with yesterday, which the reward run credits at 09:00 UTC today. */}
        <dd>
          {beforeTodaysRewardRun(new Date())
            ? t('money.outlook.yesterdayPending', { time: formatUtcHour(rewardHourUtc) })
            : amount(days?.at(-1)?.amount)}
        </dd>
      </div>
      <div className={styles.recentFee}>
        <dt>
          <Link to={`/payments?period=${period}`}>{t('monitoring.overview.feeIncomeLast30Days')}</Link>
        </dt>
        <dd>{amount(days?.reduce((sum, day) => sum + day.amount, 0))}</dd>
      </div>
    </dl>
  );
}
