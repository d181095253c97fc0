import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { rewardHourUtc, type EarningsOutlook, type NextPayout } from '@pool/contract';
import type { AccountRef } from '@/lib/account';
import { formatCount, formatDay, formatDuration, formatHashrate, formatPercent, formatUtcHour } from '@/lib/format';
import { formatBtc, type FiatRates } from '@/lib/format-btc';
import { earningsOutlookQueryOptions } from '../api/get-earnings-outlook';
import { nextPayoutQueryOptions } from '../api/get-next-payout';
import { estimatedPayoutDay } from '../payout-estimate';
import { MoneyAmount } from './money-amount';
import { MoneyCard } from './money-card';
import styles from './payments.module.css';

/** A moment in UTC, as the payout and reward runs are scheduled: "Nov 20, 2026, 14:00 UTC". */
function formatUtcMoment(iso: string, language: string): string {
  return `${formatDay(iso.slice(0, 10), language)}, ${iso.slice(11, 16)} UTC`;
}

/** "in 3 hours", "in 20 minutes": how long until a moment, or nothing once it has come. */
function useTimeUntil() {
  const { t } = useTranslation();
  return (iso: string, now = Date.now()): string | undefined => {
    const minutes = Math.ceil((new Date(iso).getTime() - now) / 60_000);
    if (minutes <= 0) return undefined;
    if (minutes < 60) return t('money.nextPayout.inMinutes', { count: minutes });
    return t('money.nextPayout.inHours', { count: Math.round(minutes / 60) });
  };
}

/**
 * The dashboard's "Next payout" of a miner account (GET /miners/{id}/next-payout): when the
 * 14:00 UTC run pays and how much at today's balance, or why it would not pay.
 */
export function NextPayoutCard({ account, rates }: { account: AccountRef; rates: FiatRates }) {
  const { t } = useTranslation();
  const query = useQuery(nextPayoutQueryOptions(account));
  // The outlook card beside it reads the same: no second request.
  const perDay = useQuery(earningsOutlookQueryOptions(account)).data?.day_estimate.amount;
  return (
    // Three lines of notes: a paused or capped payout says one more than its time, and a
    // balance below its minimum when the estimate pays it (two lines in a narrow card).
    <MoneyCard title={t('money.nextPayout.title')} query={query} noteLines={3}>
      {(data) => <NextPayoutBody data={data} rates={rates} perDay={perDay} />}
    </MoneyCard>
  );
}

function NextPayoutBody({ data, rates, perDay }: { data: NextPayout; rates: FiatRates; perDay: number | undefined }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const timeUntil = useTimeUntil();
  const estimated =
    data.status === 'below_minimum' && perDay !== undefined
      ? estimatedPayoutDay(data.balance, data.min_payment, perDay, new Date())
      : null;
  const when = (iso: string) => {
    const until = timeUntil(iso);
    const time = formatUtcMoment(iso, language);
    return until ? t('money.nextPayout.atIn', { time, until }) : t('money.nextPayout.at', { time });
  };
  switch (data.status) {
    case 'no_address':
      return (
        <>
          <span className={styles.cardStatus}>{t('money.nextPayout.noAddress')}</span>
          <span className={styles.cardNote}>
            <Link to="/settings">{t('money.nextPayout.setAddress')}</Link>
          </span>
        </>
      );
    case 'below_minimum':
      return (
        <>
          <span className={styles.cardStatus}>
            {t('money.nextPayout.belowMinimum', { amount: formatBtc(data.min_payment, language) })}
          </span>
          <span className={styles.cardNote}>
            {t('money.nextPayout.balance')} <MoneyAmount satoshi={data.balance} rates={rates} />
          </span>
          {estimated ? (
            <span className={styles.cardNote}>
              {t('money.nextPayout.estimate', { day: formatDay(estimated, language) })}
            </span>
          ) : null}
        </>
      );
    case 'paused':
      return (
        <>
          <MoneyAmount satoshi={data.amount} rates={rates} large />
          {/* The reason, one line in every language, then when it pays: the moment the pause
              ends is nothing a user acts on, and with it the reason wrapped onto a line more
              than the card keeps, so the cards under it moved when it came. */}
          <span className={styles.cardNote}>{t('money.nextPayout.paused')}</span>
          <span className={styles.cardNote}>{when(data.pays_at!)}</span>
        </>
      );
    case 'scheduled':
      return (
        <>
          <MoneyAmount satoshi={data.amount} rates={rates} large />
          <span className={styles.cardNote}>{when(data.pays_at!)}</span>
          {data.amount < data.balance ? (
            <span className={styles.cardNote}>
              {t('money.nextPayout.capped', { amount: formatBtc(data.max_payment, language) })}
            </span>
          ) : null}
        </>
      );
  }
}

/**
 * The dashboard's "Earnings outlook" of a miner account (GET /miners/{id}/earnings-outlook):
 * a day's estimated reward at the 24-hour hashrate, with the rate and fees it uses, beside
 * yesterday's credited reward and today's estimate so far.
 */
export function EarningsOutlookCard({
  account,
  rates,
  className,
}: {
  account: AccountRef;
  rates: FiatRates;
  className?: string;
}) {
  const { t } = useTranslation();
  const query = useQuery(earningsOutlookQueryOptions(account));
  // Its notes: the estimate's label, its basis (two lines on a phone) and two days.
  return (
    <MoneyCard
      title={t('money.outlook.title')}
      query={query}
      noteLines={5}
      bodyClassName={styles.outlookBody}
      className={className}
    >
      {(data) => <OutlookBody data={data} rates={rates} />}
    </MoneyCard>
  );
}

const secondsPerDay = 86_400;

/** How long an account has mined, for the estimate's basis: minutes below two hours, else hours. */
function miningTime(seconds: number, language: string): string {
  return seconds < 7_200
    ? formatDuration(Math.floor(seconds / 60), 'minute', language)
    : formatDuration(Math.floor(seconds / 3_600), 'hour', language);
}

function OutlookBody({ data, rates }: { data: EarningsOutlook; rates: FiatRates }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const fee =
    data.operator_fee_percent === null
      ? t('money.outlook.fee', { pool: formatPercent(Number(data.pool_fee_percent), language) })
      : t('money.outlook.fees', {
          pool: formatPercent(Number(data.pool_fee_percent), language),
          operator: formatPercent(Number(data.operator_fee_percent), language),
        });
  return (
    <>
      <span className={styles.cardNote}>{t('money.outlook.dayEstimate')}</span>
      <MoneyAmount satoshi={data.day_estimate.amount} rates={rates} large />
      <span className={styles.cardNote}>
        {data.rate === null
          ? t('money.outlook.noRate')
          : t(data.day_estimate.averaged_seconds < secondsPerDay ? 'money.outlook.basisSince' : 'money.outlook.basis', {
              hashrate: formatHashrate(data.day_estimate.hash_rate, language),
              rate: formatCount(data.rate, language),
              duration: miningTime(data.day_estimate.averaged_seconds, language),
            })}
        {` · ${fee}`}
      </span>
      <dl className={styles.outlookList}>
        <div>
          <dt>{t('money.outlook.today', { day: formatDay(data.today.pool_day, language) })}</dt>
          <dd>{formatBtc(data.today.amount, language)}</dd>
        </div>
        <div>
          <dt>{t('money.outlook.yesterday', { day: formatDay(data.yesterday.pool_day, language) })}</dt>
          <dd>
            {data.yesterday.amount === null
              ? t('money.outlook.yesterdayPending', { time: formatUtcHour(rewardHourUtc) })
              : formatBtc(data.yesterday.amount, language)}
          </dd>
        </div>
      </dl>
    </>
  );
}
