/**
 * Monitoring's constants, apart from the schemas in monitoring.ts: the dashboard's first
 * visit takes these without the schema library.
 */

/**
 * Chart periods of product §3 with the data-point average of product §9, and the 30- and
 * 90-day history read from the 4-hour buckets (the 90-day chart's points are 12 hours, so
 * both long charts have 180 points).
 */
export const chartPeriods = ['PT15M', 'PT1H', 'P1D', 'P1W', 'P30D', 'P90D'] as const;
export type ChartPeriod = (typeof chartPeriods)[number];
/**
 * The periods a worker's chart (and the transfers' boundary workers) offers: the server
 * keeps a worker's 4-hour buckets 35 days, so 90 days of one worker would be mostly zeros.
 */
export const workerChartPeriods = ['PT15M', 'PT1H', 'P1D', 'P1W', 'P30D'] as const satisfies readonly ChartPeriod[];

/** Length of each chart period and of one of its points, in seconds (product §9). */
export const chartPeriodSeconds: Record<ChartPeriod, number> = {
  PT15M: 900,
  PT1H: 3600,
  P1D: 86_400,
  P1W: 604_800,
  P30D: 2_592_000,
  P90D: 7_776_000,
};
export const chartPointSeconds: Record<ChartPeriod, number> = {
  PT15M: 60,
  PT1H: 300,
  P1D: 1200,
  P1W: 14_400,
  P30D: 14_400,
  P90D: 43_200,
};

export const workerStatuses = ['stable', 'unavailable', 'off', 'removed'] as const;
export type WorkerStatus = (typeof workerStatuses)[number];
