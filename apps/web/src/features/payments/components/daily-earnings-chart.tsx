import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DailyEarning, PaymentPeriod } from '@pool/contract';
import { Button } from '@/components/ui/button';
import type { AccountRef } from '@/lib/account';
import { dateTimeFormatOf, formatDay, intlLocaleOf, numberFormatOf } from '@/lib/format';
import { formatBtc } from '@/lib/format-btc';
import { dailyEarningsQueryOptions } from '../api/get-daily-earnings';
import styles from './payments.module.css';
import card from '@/components/ui/card.module.css';
import pageStyles from '@/components/ui/page.module.css';

/** uPlot loads with the chart, never in the entry chunk. */
const EarningsBars = lazy(() => import('./earnings-bars'));

const chartHeight = 220;

/** A pool day's start in Unix seconds. */
const daySeconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

/**
 * /payments: a bar per pool day (UTC) of what the account earned over the period the filters
 * choose, summed on the server (DailyAmounts).
 */
export function DailyEarningsChart({ account, period }: { account: AccountRef; period: PaymentPeriod | undefined }) {
  const { t } = useTranslation();
  const headingId = useId();
  const earnings = useQuery(dailyEarningsQueryOptions(account, period));
  let body;
  if (earnings.data)
    body = (
      <DailyAmounts
        days={earnings.data.data}
        busy={earnings.isPlaceholderData}
        texts={{ title: t('money.chart.title'), amount: t('money.chart.amount'), empty: t('money.chart.empty') }}
      />
    );
  else if (earnings.isError)
    body = (
      <div className={pageStyles.state} role="alert">
        <p className={pageStyles.stateText}>{t('money.chart.error')}</p>
        <Button kind="transparent" size="xs" onClick={() => void earnings.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  else
    body = (
      <div className={pageStyles.skeleton} style={{ height: chartHeight }} role="status" aria-busy="true">
        <span className="visually-hidden">{t('common.loading')}</span>
      </div>
    );
  return (
    <section className={`${card.card} ${card.stack}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={card.heading}>
        {t('money.chart.title')}
      </h2>
      {body}
    </section>
  );
}

/** What a chart of daily amounts is called: its title, its amounts' column, and what it says without any. */
export interface DailyAmountsTexts {
  title: string;
  amount: string;
  /** Without it, a range of no amount shows nothing (the page says so elsewhere). */
  empty?: string;
}

/**
 * A bar per pool day of `days` (oldest first), with the range's total, daily average and
 * best day in words; a table for screen readers unless the page shows one (`table`).
 */
export function DailyAmounts({
  days,
  busy,
  texts,
  table = true,
}: {
  days: readonly DailyEarning[];
  busy: boolean;
  texts: DailyAmountsTexts;
  table?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [hovered, setHovered] = useState<number | undefined>();
  const series = useMemo(
    () => ({ days: days.map((day) => daySeconds(day.pool_day)), amounts: days.map((day) => day.amount) }),
    [days],
  );
  const formatAxisValue = useCallback(
    (satoshi: number) => numberFormatOf(intlLocaleOf(language), { maximumSignificantDigits: 3 }).format(satoshi / 1e8),
    [language],
  );
  const formatAxisDay = useCallback(
    (seconds: number) =>
      dateTimeFormatOf(intlLocaleOf(language), { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
        seconds * 1000,
      ),
    [language],
  );
  const total = days.reduce((sum, day) => sum + day.amount, 0);
  if (days.length === 0 || total === 0) return texts.empty ? <p className={pageStyles.muted}>{texts.empty}</p> : null;
  const best = days.reduce((top, day) => (day.amount > top.amount ? day : top));
  const summary = t('money.chart.summary', {
    count: days.length,
    total: formatBtc(total, language),
    average: formatBtc(Math.round(total / days.length), language),
    best: formatBtc(best.amount, language),
    bestDay: formatDay(best.pool_day, language),
  });
  const shown = days[hovered ?? days.length - 1]!;
  return (
    <div className={styles.chartBody} aria-busy={busy || undefined}>
      <p className={pageStyles.muted}>{summary}</p>
      <div role="img" aria-label={summary}>
        <p className={styles.readout}>
          {t('money.chart.readout', {
            day: formatDay(shown.pool_day, language),
            amount: formatBtc(shown.amount, language),
          })}
        </p>
        <Suspense fallback={<div className={pageStyles.skeleton} style={{ height: chartHeight }} />}>
          <EarningsBars
            days={series.days}
            amounts={series.amounts}
            seriesLabel={texts.title}
            formatAxisValue={formatAxisValue}
            formatAxisDay={formatAxisDay}
            onHover={setHovered}
            height={chartHeight}
          />
        </Suspense>
      </div>
      {/* A table box ignores height and overflow: the wrapper does the hiding. */}
      {table ? (
        <div className="visually-hidden">
          <table>
            <caption>{texts.title}</caption>
            <thead>
              <tr>
                <th scope="col">{t('money.chart.day')}</th>
                <th scope="col">{texts.amount}</th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.pool_day}>
                  <td>{formatDay(day.pool_day, language)}</td>
                  <td>{formatBtc(day.amount, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
