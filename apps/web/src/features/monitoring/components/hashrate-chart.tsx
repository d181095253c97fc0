import { Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chartPeriods, type ChartPeriod, type ChartResponse } from '@pool/contract';
import { Button } from '@/components/ui/button';
import { LazyLineChart } from '@/components/ui/chart/lazy-line-chart';
import { Tabs } from '@/components/ui/tabs';
import { chartSeries, chartStatusMessageKey, periodLabelKeys, showsChart, type ChartSubject } from '../chart-data';
import { formatChartTime, formatHashrate, hashrateUnitIndex } from '@/lib/format';
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
}

/** The hashrate chart with its period switch, its state messages, loading and error states. */
export function HashrateChart({ query, period, onPeriodChange, height, subject }: HashrateChartProps) {
  const { t } = useTranslation();
  const items = chartPeriods.map((value) => ({ value, label: t(periodLabelKeys[value]) }));
  return (
    <Tabs label={t('monitoring.chart.periodLabel')} items={items} value={period} onChange={onPeriodChange}>
      <ChartBody query={query} period={period} height={height} subject={subject} />
    </Tabs>
  );
}

function ChartBody({
  query,
  period,
  height = 260,
  subject = 'account',
}: {
  query: ChartQueryState;
  period: ChartPeriod;
  height?: number;
  subject?: ChartSubject;
}) {
  const { t } = useTranslation();
  if (query.data)
    return <ChartView chart={query.data} period={period} height={height} busy={query.isFetching} subject={subject} />;
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

function ChartView({
  chart,
  period,
  height,
  busy,
  subject,
}: {
  chart: ChartResponse;
  period: ChartPeriod;
  height: number;
  busy?: boolean;
  subject: ChartSubject;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const series = useMemo(() => chartSeries(chart), [chart]);
  const [hovered, setHovered] = useState<number | undefined>();
  const withDate = period === 'P1D' || period === 'P1W';
  const periodText = t(periodLabelKeys[period]);
  const messageKey = chartStatusMessageKey(chart.status, subject);
  const drawn = showsChart(chart);

  const formatAxisValues = useCallback(
    (ticks: number[]) => {
      const unitIndex = hashrateUnitIndex(Math.max(0, ...ticks));
      return ticks.map((tick) => formatHashrate(tick, language, { unitIndex }));
    },
    [language],
  );
  const formatAxisTime = useCallback(
    (seconds: number) => formatChartTime(seconds * 1000, language, withDate),
    [language, withDate],
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

  return (
    <div className={styles.chartBody} aria-busy={busy || undefined}>
      {messageKey ? (
        <p className={styles.chartMessage} role="status" data-chart-status={chart.status}>
          {t(messageKey)}
        </p>
      ) : null}
      {drawn ? (
        <>
          <div role="img" aria-label={summary} className={styles.chartFigure}>
            <p className={styles.readout}>
              {shownTime !== undefined
                ? `${formatChartTime(shownTime * 1000, language, true)} · ${formatHashrate(series.values[shownIndex], language)}`
                : null}
            </p>
            <Suspense fallback={<div className={pageStyles.skeleton} style={{ height }} />}>
              <LazyLineChart
                times={series.times}
                values={series.values}
                seriesLabel={t('monitoring.chart.hashrate')}
                formatAxisValues={formatAxisValues}
                formatAxisTime={formatAxisTime}
                onHover={setHovered}
                height={height}
                timeTickSpace={withDate ? 130 : 80}
              />
            </Suspense>
          </div>
          {/* A table box ignores height and overflow: the wrapper does the hiding. */}
          <div className="visually-hidden">
            <table>
              <caption>{t('monitoring.chart.tableCaption', { period: periodText })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('monitoring.chart.time')}</th>
                  <th scope="col">{t('monitoring.chart.hashrate')}</th>
                </tr>
              </thead>
              <tbody>
                {chart.points.map((point) => (
                  <tr key={point.time}>
                    <td>{formatChartTime(Date.parse(point.time), language, true)}</td>
                    <td>{formatHashrate(point.hash_rate, language)}</td>
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
