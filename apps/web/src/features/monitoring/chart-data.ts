import type { ChartPeriod, ChartResponse, ChartStatus } from '@pool/contract';

/** The message each chart state shows instead of (or over) the chart (product §3, §9). */
export const chartStatusMessageKeys: Record<Exclude<ChartStatus, 'ok'>, string> = {
  collecting: 'monitoring.chart.status.collecting',
  unavailable: 'monitoring.chart.status.unavailable',
  stale: 'monitoring.chart.status.stale',
  nodata: 'monitoring.chart.status.nodata',
};

/** The same states said of one worker (its chart dialog), not of the whole account. */
export const workerChartStatusMessageKeys: Record<Exclude<ChartStatus, 'ok'>, string> = {
  collecting: 'monitoring.chart.workerStatus.collecting',
  unavailable: 'monitoring.chart.workerStatus.unavailable',
  stale: 'monitoring.chart.workerStatus.stale',
  nodata: 'monitoring.chart.workerStatus.nodata',
};

/** Whose chart it is: an account's (its workers together) or one worker's. */
export type ChartSubject = 'account' | 'worker';

/** The message key of a chart state, or undefined when the chart is fine. */
export function chartStatusMessageKey(status: ChartStatus, subject: ChartSubject = 'account'): string | undefined {
  if (status === 'ok') return undefined;
  return (subject === 'worker' ? workerChartStatusMessageKeys : chartStatusMessageKeys)[status];
}

/** Whether the chart itself is drawn: there are points, and the state is not "nothing yet". */
export function showsChart(chart: ChartResponse): boolean {
  return chart.points.length > 0 && chart.status !== 'nodata' && chart.status !== 'collecting';
}

export const periodLabelKeys: Record<ChartPeriod, string> = {
  PT15M: 'monitoring.periods.PT15M',
  PT1H: 'monitoring.periods.PT1H',
  P1D: 'monitoring.periods.P1D',
  P1W: 'monitoring.periods.P1W',
  P30D: 'monitoring.periods.P30D',
  P90D: 'monitoring.periods.P90D',
};

export interface ChartSeries {
  /** Unix seconds. */
  times: number[];
  values: number[];
  /** The rejected share of each point, 0–100; null where nothing was submitted. */
  rejects: (number | null)[];
  average: number;
  peak: number;
  latest: number;
}

/** The chart points as uPlot wants them, with the figures the accessible summary reads out. */
export function chartSeries(chart: ChartResponse): ChartSeries {
  const times = chart.points.map((point) => Date.parse(point.time) / 1000);
  const values = chart.points.map((point) => point.hash_rate);
  const rejects = chart.points.map((point) => point.reject_pct);
  const sum = values.reduce((total, value) => total + value, 0);
  return {
    times,
    values,
    rejects,
    average: values.length ? sum / values.length : 0,
    peak: values.length ? Math.max(...values) : 0,
    latest: values.at(-1) ?? 0,
  };
}
