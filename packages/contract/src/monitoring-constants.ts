/**
 * Monitoring's constants, apart from the schemas in monitoring.ts: the dashboard's first
 * visit takes these without the schema library.
 */

/** Chart periods of product §3 with the data-point average of product §9. */
export const chartPeriods = ['PT15M', 'PT1H', 'P1D', 'P1W'] as const;
export type ChartPeriod = (typeof chartPeriods)[number];

/** Length of each chart period and of one of its points, in seconds (product §9). */
export const chartPeriodSeconds: Record<ChartPeriod, number> = { PT15M: 900, PT1H: 3600, P1D: 86_400, P1W: 604_800 };
export const chartPointSeconds: Record<ChartPeriod, number> = { PT15M: 60, PT1H: 300, P1D: 1200, P1W: 14_400 };

export const workerStatuses = ['stable', 'unavailable', 'off', 'removed'] as const;
export type WorkerStatus = (typeof workerStatuses)[number];
