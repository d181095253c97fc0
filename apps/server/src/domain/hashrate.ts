import type { ChartPeriod, ChartStatus, WorkerStatus } from '@pool/contract';
import {
  chartPeriodSeconds,
  chartPointSeconds,
  workerFullDaysOffBeforeRemoval,
  workerOffAfterHours,
  workerUnavailableAfterMinutes,
} from '@pool/contract';

/**
 * The monitoring rules of product §9, as pure functions of an injected "now". The SQL
 * filters use the same thresholds (statusBounds), so a worker's status in a list, its
 * tab count and its row always agree.
 */

export const minute = 60_000;
export const hour = 60 * minute;
export const day = 24 * hour;

/** One share of difficulty D is D × 2^32 hashes on average. */
export const hashesPerDifficulty = 2 ** 32;

/**
 * Hashrate in H/s of a difficulty sum over a span of seconds. The sum is of positive
 * difficulties, but float sums that were added to and taken from can land a hair below 0.
 */
export function hashRate(difficultySum: number, seconds: number): number {
  return seconds > 0 ? (Math.max(0, difficultySum) * hashesPerDifficulty) / seconds : 0;
}

/**
 * The rejected share of the submitted difficulty, 0–100; null when nothing was submitted.
 * Clamped for the same float residues as hashRate: a −1e-16 % would break every reader
 * that (rightly) expects a percentage.
 */
export function rejectPercent(accepted: number, rejected: number): number | null {
  const kept = Math.max(0, accepted);
  const lost = Math.max(0, rejected);
  if (kept + lost <= 0) return null;
  return Math.min(100, (100 * lost) / (kept + lost));
}

/** "unavailable means no shares for over 10 minutes". */
export const unavailableAfter = workerUnavailableAfterMinutes * minute;
/** "off means unavailable over 24 hours": off once the last share is older than 24 h 10 min. */
export const offAfter = unavailableAfter + workerOffAfterHours * hour;
/** "a worker is removed after 6 full days off": six whole UTC days lie between going off and now. */
export const fullDaysOffBeforeRemoval = workerFullDaysOffBeforeRemoval;

export function startOfUtcDay(time: number): number {
  return Math.floor(time / day) * day;
}

/**
 * The last-share times that separate the statuses at `now`:
 * - stable:      last ≥ stableFrom
 * - unavailable: offFrom ≤ last < stableFrom
 * - off:         removedThrough < last < offFrom
 * - removed:     last ≤ removedThrough
 * A worker goes off at T = last + 24 h 10 min and is removed at the first UTC midnight
 * with six full UTC days after T, i.e. when startOfDay(now − 6 d) ≥ T.
 */
export function statusBounds(now: Date): { stableFrom: Date; offFrom: Date; removedThrough: Date } {
  const t = now.getTime();
  return {
    stableFrom: new Date(t - unavailableAfter),
    offFrom: new Date(t - offAfter),
    removedThrough: new Date(startOfUtcDay(t - fullDaysOffBeforeRemoval * day) - offAfter),
  };
}

/** A worker's status at `now` from its last share (product §9). */
export function workerStatus(lastShareAt: Date, now: Date): WorkerStatus {
  const bounds = statusBounds(now);
  const last = lastShareAt.getTime();
  if (last >= bounds.stableFrom.getTime()) return 'stable';
  if (last >= bounds.offFrom.getTime()) return 'unavailable';
  if (last > bounds.removedThrough.getTime()) return 'off';
  return 'removed';
}

/** "collecting (ready in 15 minutes)". */
export const collectingFor = 15 * minute;
/** "unavailable (all workers down over 1 hour)". */
export const chartUnavailableAfter = hour;
/** "stale (over 7 days)". */
export const staleAfter = 7 * day;

/**
 * The chart state of an account (product §3, §9) from its first and last share: nodata
 * before any share, collecting for the first 15 minutes, stale after 7 days without
 * shares, unavailable after an hour without, else ok.
 */
export function chartStatus(activity: { firstShareAt: Date | null; lastShareAt: Date | null }, now: Date): ChartStatus {
  const { firstShareAt, lastShareAt } = activity;
  if (!firstShareAt || !lastShareAt) return 'nodata';
  const t = now.getTime();
  if (t - firstShareAt.getTime() < collectingFor) return 'collecting';
  const silentFor = t - lastShareAt.getTime();
  if (silentFor > staleAfter) return 'stale';
  if (silentFor > chartUnavailableAfter) return 'unavailable';
  return 'ok';
}

/** Bucket resolutions of the rollup tables and how long each keeps its rows. */
export const resolutions = {
  '1m': { table: 'hashrate_1m', ms: minute, keepMs: 3 * hour },
  '20m': { table: 'hashrate_20m', ms: 20 * minute, keepMs: 2 * day },
  '4h': { table: 'hashrate_4h', ms: 4 * hour, keepMs: 400 * day },
} as const;
export type Resolution = keyof typeof resolutions;
/** Worker series need 4-hour buckets only for the 30-day figure. */
export const workerFourHourKeepMs = 35 * day;

export function floorTo(time: number, stepMs: number): number {
  return Math.floor(time / stepMs) * stepMs;
}

/** Which rollup table a chart period reads, and the span of its points (product §9). */
export function chartPlan(period: ChartPeriod, now: Date): { resolution: Resolution; pointMs: number; points: Date[] } {
  const pointMs = chartPointSeconds[period] * 1000;
  const end = floorTo(now.getTime(), pointMs);
  const count = chartPeriodSeconds[period] / chartPointSeconds[period];
  const points = Array.from({ length: count }, (_, index) => new Date(end - (count - index) * pointMs));
  // 5-minute points are sums of 1-minute buckets and 12-hour points of 4-hour ones; the others read their own table.
  const resolution: Resolution = pointMs >= 4 * hour ? '4h' : period === 'P1D' ? '20m' : '1m';
  return { resolution, pointMs, points };
}

/**
 * The windows of the table figures at `now` (product §9: 15m, 1h, 1d, 1w, 30d; 90d for
 * the 90-day chart's average). Each ends
 * at the last whole minute. Long windows start on a bucket edge of the coarse table
 * and are filled up to the end with finer buckets, so each is exact over its own span
 * (24 h to 24 h 19 min; 7 or 30 days plus under 4 h); the hashrate divides by that span.
 */
export function statsWindows(now: Date) {
  const end = floorTo(now.getTime(), minute);
  const edge20 = floorTo(end, 20 * minute);
  const edge4h = floorTo(end, 4 * hour);
  return {
    end: new Date(end),
    edge20: new Date(edge20),
    edge4h: new Date(edge4h),
    from15m: new Date(end - 15 * minute),
    from1h: new Date(end - hour),
    from24h: new Date(edge20 - day),
    from1w: new Date(edge4h - 7 * day),
    from30d: new Date(edge4h - 30 * day),
    from90d: new Date(edge4h - 90 * day),
  };
}
