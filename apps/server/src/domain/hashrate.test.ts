import { describe, expect, it } from 'vitest';
import {
  chartPlan,
  chartStatus,
  day,
  hashRate,
  hour,
  minute,
  statsWindows,
  statusBounds,
  workerStatus,
} from './hashrate.js';

const at = (iso: string) => new Date(iso);
const before = (now: Date, ms: number) => new Date(now.getTime() - ms);

describe('worker status (product §9)', () => {
  const now = at('2026-11-22T15:30:00.000Z');

  it('is stable up to 10 minutes without shares, unavailable just after', () => {
    expect(workerStatus(now, now)).toBe('stable');
    expect(workerStatus(before(now, 10 * minute), now)).toBe('stable');
    expect(workerStatus(before(now, 10 * minute + 1), now)).toBe('unavailable');
  });

  it('is off once unavailable for over 24 hours', () => {
    expect(workerStatus(before(now, 10 * minute + day), now)).toBe('unavailable');
    expect(workerStatus(before(now, 10 * minute + day + 1), now)).toBe('off');
  });

  it('is removed at the first midnight after six full UTC days off', () => {
    // Off from 2026-11-14T15:00Z (last share 14:50 the day before): full days 15th–20th,
    // so removed from 2026-11-21T00:00Z.
    const last = at('2026-11-13T14:50:00.000Z');
    expect(workerStatus(last, at('2026-11-20T23:59:59.999Z'))).toBe('off');
    expect(workerStatus(last, at('2026-11-21T00:00:00.000Z'))).toBe('removed');
  });

  it('counts a day that starts exactly when the worker goes off as full', () => {
    // Off exactly at midnight 2026-11-15T00:00Z: full days 15th–20th, removed 21st 00:00.
    const last = new Date(at('2026-11-15T00:00:00.000Z').getTime() - 10 * minute - day);
    expect(workerStatus(last, at('2026-11-20T23:59:59.999Z'))).toBe('off');
    expect(workerStatus(last, at('2026-11-21T00:00:00.000Z'))).toBe('removed');
  });

  it('gives the SQL bounds that classify the same way', () => {
    const bounds = statusBounds(now);
    expect(workerStatus(bounds.stableFrom, now)).toBe('stable');
    expect(workerStatus(before(bounds.stableFrom, 1), now)).toBe('unavailable');
    expect(workerStatus(bounds.offFrom, now)).toBe('unavailable');
    expect(workerStatus(before(bounds.offFrom, 1), now)).toBe('off');
    expect(workerStatus(new Date(bounds.removedThrough.getTime() + 1), now)).toBe('off');
    expect(workerStatus(bounds.removedThrough, now)).toBe('removed');
  });
});

describe('chart status (product §3, §9)', () => {
  const now = at('2026-11-22T15:30:00.000Z');
  const since = (firstAgo: number, lastAgo: number) => ({
    firstShareAt: before(now, firstAgo),
    lastShareAt: before(now, lastAgo),
  });

  it('is nodata without any share', () => {
    expect(chartStatus({ firstShareAt: null, lastShareAt: null }, now)).toBe('nodata');
  });

  it('collects for the first 15 minutes', () => {
    expect(chartStatus(since(15 * minute - 1, 0), now)).toBe('collecting');
    expect(chartStatus(since(15 * minute, 0), now)).toBe('ok');
  });

  it('is unavailable after an hour without shares and stale after 7 days', () => {
    expect(chartStatus(since(30 * day, hour), now)).toBe('ok');
    expect(chartStatus(since(30 * day, hour + 1), now)).toBe('unavailable');
    expect(chartStatus(since(30 * day, 7 * day), now)).toBe('unavailable');
    expect(chartStatus(since(30 * day, 7 * day + 1), now)).toBe('stale');
  });
});

describe('hashrate and windows', () => {
  it('turns a difficulty sum into H/s: Σ difficulty × 2^32 / seconds', () => {
    expect(hashRate(60, 60)).toBe(2 ** 32);
    expect(hashRate(5, 0)).toBe(0);
  });

  it('plans chart points on the product §9 averages, oldest first, ending at the last whole point', () => {
    const now = at('2026-11-22T15:37:30.000Z');
    const quarter = chartPlan('PT15M', now);
    expect(quarter.points).toHaveLength(15);
    expect(quarter.points.at(-1)!.toISOString()).toBe('2026-11-22T15:36:00.000Z');
    const hourPlan = chartPlan('PT1H', now);
    expect(hourPlan.points).toHaveLength(12);
    expect(hourPlan.points[0]!.toISOString()).toBe('2026-11-22T14:35:00.000Z');
    expect(chartPlan('P1D', now).points).toHaveLength(72);
    const week = chartPlan('P1W', now);
    expect(week.points).toHaveLength(42);
    expect(week.resolution).toBe('4h');
    expect(week.points.at(-1)!.toISOString()).toBe('2026-11-22T08:00:00.000Z');
    const month = chartPlan('P30D', now);
    expect(month.points).toHaveLength(180);
    expect(month.resolution).toBe('4h');
    expect(month.points[0]!.toISOString()).toBe('2026-10-23T12:00:00.000Z');
    const quarterYear = chartPlan('P90D', now);
    expect(quarterYear.points).toHaveLength(180);
    expect(quarterYear.resolution).toBe('4h');
    expect(quarterYear.points.at(-1)!.toISOString()).toBe('2026-11-22T00:00:00.000Z');
  });

  it('starts long windows on bucket edges and ends all at the last whole minute', () => {
    const windows = statsWindows(at('2026-11-22T15:37:30.000Z'));
    expect(windows.end.toISOString()).toBe('2026-11-22T15:37:00.000Z');
    expect(windows.from15m.toISOString()).toBe('2026-11-22T15:22:00.000Z');
    expect(windows.from24h.toISOString()).toBe('2026-11-21T15:20:00.000Z');
    expect(windows.from1w.toISOString()).toBe('2026-11-15T12:00:00.000Z');
    expect(windows.from90d.toISOString()).toBe('2026-08-24T12:00:00.000Z');
  });
});
