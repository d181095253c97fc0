import { Suspense, useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chartPeriods, type ChartPeriod, type ChartResponse } from '@pool/contract';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { LazyLineChart } from '@/components/ui/chart/lazy-line-chart';
import { Tabs } from '@/components/ui/tabs';
import { chartSeries, chartStatusMessageKey, periodLabelKeys, showsChart, type ChartSubject } from '../chart-data';
import { clockSteps, daySteps, decimalsOf, fitValueAxis, timeTicks } from '@/lib/chart-scale';
import { formatChartTick, formatDateTime, formatHashrate, formatPercent, hashrateUnitIndex } from '@/lib/format';
import styles from './monitoring.module.css';
import pageStyles from '@/components/ui/page.module.css';

export interface ChartQueryState {
  data: ChartResponse | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching?: boolean;
  refetch: () => unknown;
}

export interface HashrateChartProps {
  query: ChartQueryState;
  period: ChartPeriod;
  onPeriodChange: (period: ChartPeriod) => void;
  height?: number;
  /** Whose chart: its state messages speak of the account's workers or of one worker. */
  subject?: ChartSubject;
  /** Start with the rejected-rate series shown (one worker's chart, opened to look at it). */
  rejectsShown?: boolean;
  /** The periods offered: every one for an account; workers' charts end at 30 days (`workerChartPeriods`). */
  periods?: readonly ChartPeriod[];
}

/** Periods whose points are pool days or longer: their ticks are pool days (00:00 UTC), not the local clock. */
function drawsPoolDays(period: ChartPeriod): boolean {
  return period === 'P1W' || period === 'P30D' || period === 'P90D';
}

/** The hashrate chart with its period switch, its state messages, loading and error states. */
export function HashrateChart({
  query,
  period,
  onPeriodChange,
  height,
  subject,
  rejectsShown,
  periods = chartPeriods,
}: HashrateChartProps) {
  const { t } = useTranslation();
  const items = periods.map((value) => ({ value, label: t(periodLabelKeys[value]) }));
  return (
    <Tabs label={t('monitoring.chart.periodLabel')} items={items} value={period} onChange={onPeriodChange}>
      <ChartBody query={query} period={period} height={height} subject={subject} rejectsShown={rejectsShown} />
    </Tabs>
  );
}

function ChartBody({
  query,
  period,
  height = 260,
  subject = 'account',
  rejectsShown = false,
}: {
  query: ChartQueryState;
  period: ChartPeriod;
  height?: number;
  subject?: ChartSubject;
  rejectsShown?: boolean;
}) {
  const { t } = useTranslation();
  if (query.data)
    return (
      <ChartView
        chart={query.data}
        period={period}
        height={height}
        busy={query.isFetching}
        subject={subject}
        rejectsShown={rejectsShown}
      />
    );
  if (query.isError)
    return (
      <div className={pageStyles.state} role="alert">
        <p className={pageStyles.stateText}>{t('monitoring.chart.error')}</p>
        <Button kind="transparent" size="xs" onClick={() => void query.refetch()}>
          {t('monitoring.retry')}
        </Button>
      </div>
    );
  return (
    <div className={`${pageStyles.skeleton} ${styles.chartSkeleton}`} style={{ height }} role="status" aria-busy="true">
      <span className="visually-hidden">{t('monitoring.loading')}</span>
    </div>
  );
}

/** Time ticks of a period: pool days (00:00 UTC) on the 7-, 30- and 90-day charts, the local clock otherwise. */
function timeSplitsOf(period: ChartPeriod) {
  return (start: number, end: number, widthPx: number) =>
    drawsPoolDays(period)
      ? timeTicks(start, end, widthPx, { steps: daySteps, minSpacePx: 56 })
      : timeTicks(start, end, widthPx, {
          steps: clockSteps,
          minSpacePx: 56,
          zoneOffsetSeconds: -new Date(start * 1000).getTimezoneOffset() * 60,
        });
}

function ChartView({
  chart,
  period,
  height,
  busy,
  subject,
  rejectsShown,
}: {
  chart: ChartResponse;
  period: ChartPeriod;
  height: number;
  busy?: boolean;
  subject: ChartSubject;
  rejectsShown: boolean;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const series = useMemo(() => chartSeries(chart), [chart]);
  const [hovered, setHovered] = useState<number | undefined>();
  const [showRejects, setShowRejects] = useState(rejectsShown);
  const rejectsId = useId();
  const periodText = t(periodLabelKeys[period]);
  const messageKey = chartStatusMessageKey(chart.status, subject);
  const drawn = showsChart(chart);
  // About one tick per 55 px of height: five on the dashboard, four in the dialog.
  const targetTicks = Math.max(3, Math.round(height / 55));
  const valueScale = useMemo(() => fitValueAxis(series.values, { targetTicks }), [series.values, targetTicks]);
  const rejectScale = useMemo(
    () => fitValueAxis([0, ...series.rejects], { targetTicks, minSpanRatio: 1 }),
    [series.rejects, targetTicks],
  );

  const formatAxisValues = useCallback(
    (ticks: number[]) => {
      const unitIndex = hashrateUnitIndex(valueScale.max);
      const digits = decimalsOf(valueScale.step, 1000 ** unitIndex);
      return ticks.map((tick) => formatHashrate(tick, language, { unitIndex, digits, trimZeros: true }));
    },
    [language, valueScale],
  );
  const formatRejectTicks = useCallback(
    (ticks: number[]) => ticks.map((tick) => formatPercent(tick, language, decimalsOf(rejectScale.step))),
    [language, rejectScale],
  );
  const formatAxisTime = useCallback(
    (seconds: number) => formatChartTick(seconds * 1000, language, drawsPoolDays(period) ? 'utcDay' : 'clock'),
    [language, period],
  );
  const timeSplits = useMemo(() => timeSplitsOf(period), [period]);
  const secondary = useMemo(
    () =>
      showRejects
        ? {
            values: series.rejects,
            label: t('monitoring.chart.rejects'),
            scale: rejectScale,
            formatAxisValues: formatRejectTicks,
          }
        : undefined,
    [showRejects, series.rejects, rejectScale, formatRejectTicks, t],
  );

  const summary = drawn
    ? t('monitoring.chart.summary', {
        period: periodText,
        average: formatHashrate(series.average, language),
        peak: formatHashrate(series.peak, language),
        latest: formatHashrate(series.latest, language),
      })
    : undefined;
  const shownIndex = hovered ?? series.values.length - 1;
  const shownTime = series.times[shownIndex];
  const shownReject = series.rejects[shownIndex];

  return (
    <div className={styles.chartBody} aria-busy={busy || undefined}>
      {messageKey ? (
        <p className={styles.chartMessage} role="status" data-chart-status={chart.status}>
          {t(messageKey)}
        </p>
      ) : null}
      {drawn ? (
        <>
          <div className={styles.chartTools}>
            <p className={styles.readout}>
              {shownTime !== undefined
                ? [
                    formatDateTime(shownTime * 1000, language),
                    formatHashrate(series.values[shownIndex], language),
                    ...(showRejects
                      ? [t('monitoring.chart.rejectsAt', { value: formatPercent(shownReject ?? null, language) })]
                      : []),
                  ].join(' · ')
                : null}
            </p>
            <Checkbox
              id={rejectsId}
              className={styles.rejectsToggle}
              label={t('monitoring.chart.showRejects')}
              checked={showRejects}
              onChange={(event) => setShowRejects(event.target.checked)}
            />
          </div>
          <div role="img" aria-label={summary} className={styles.chartFigure}>
            <Suspense fallback={<div className={pageStyles.skeleton} style={{ height }} />}>
              <LazyLineChart
                times={series.times}
                values={series.values}
                seriesLabel={t('monitoring.chart.hashrate')}
                formatAxisValues={formatAxisValues}
                formatAxisTime={formatAxisTime}
                onHover={setHovered}
                height={height}
                valueScale={valueScale}
                timeSplits={timeSplits}
                secondary={secondary}
              />
            </Suspense>
          </div>
          {drawsPoolDays(period) ? <p className={styles.chartNote}>{t('monitoring.chart.poolDays')}</p> : null}
          {/* A table box ignores height and overflow: the wrapper does the hiding. */}
          <div className="visually-hidden">
            <table>
              <caption>{t('monitoring.chart.tableCaption', { period: periodText })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('monitoring.chart.time')}</th>
                  <th scope="col">{t('monitoring.chart.hashrate')}</th>
                  <th scope="col">{t('monitoring.chart.rejects')}</th>
                </tr>
              </thead>
              <tbody>
                {chart.points.map((point) => (
                  <tr key={point.time}>
                    <td>{formatDateTime(point.time, language)}</td>
                    <td>{formatHashrate(point.hash_rate, language)}</td>
                    <td>{formatPercent(point.reject_pct, language)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </div>
  );
}
