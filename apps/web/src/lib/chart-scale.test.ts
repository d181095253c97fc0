import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clockSteps, daySeconds, daySteps, decimalsOf, fitValueAxis, niceStep, timeTicks } from './chart-scale';

describe('niceStep', () => {
  it.each([
    [0.7, 1],
    [1.3, 2],
    [2.2, 2.5],
    [3, 5],
    [7, 10],
    [1.2e15, 2e15],
    [2.5e-4, 2.5e-4],
  ])('%d → %d', (raw, step) => {
    expect(niceStep(raw)).toBe(step);
  });
});

describe('fitValueAxis', () => {
  it('fits a steady 60 PH/s without flattening it against zero', () => {
    const axis = fitValueAxis([60.2e15, 60.9e15, 60.5e15, 61e15]);
    expect(axis.min).toBeGreaterThan(40e15);
    expect(axis.max).toBeLessThan(80e15);
    expect(axis.min).toBeLessThanOrEqual(60.2e15);
    expect(axis.max).toBeGreaterThanOrEqual(61e15);
    expect(axis.ticks.length).toBeGreaterThanOrEqual(3);
  });

  it('starts at zero when the data come near it', () => {
    expect(fitValueAxis([5e12, 60e12, 58e12]).min).toBe(0);
  });

  it('is 0 to 1 without data or with zeros only, ignoring nulls', () => {
    expect(fitValueAxis([]).max).toBe(1);
    expect(fitValueAxis([0, 0, null]).min).toBe(0);
    expect(fitValueAxis([0, 0, null]).max).toBe(1);
  });

  it('always holds the data on round ticks, a handful of them, never below zero (property)', () => {
    // Hashrates and reject percentages: zero, or from a millionth up (no subnormal dust).
    const value = fc.oneof(fc.constant(0), fc.double({ min: 1e-6, max: 1e21, noNaN: true }));
    fc.assert(
      fc.property(
        fc.array(value, { minLength: 1, maxLength: 60 }),
        fc.integer({ min: 3, max: 8 }),
        (values, target) => {
          const axis = fitValueAxis(values, { targetTicks: target });
          const high = Math.max(...values);
          const low = Math.min(...values);
          expect(axis.min).toBeGreaterThanOrEqual(0);
          if (high > 0) {
            expect(axis.max).toBeGreaterThanOrEqual(high * (1 - 1e-9));
            expect(axis.min).toBeLessThanOrEqual(low * (1 + 1e-9));
          }
          expect(axis.ticks[0]).toBe(axis.min);
          expect(axis.ticks.at(-1)).toBeCloseTo(axis.max, 6);
          expect(axis.ticks.length).toBeGreaterThanOrEqual(2);
          expect(axis.ticks.length).toBeLessThanOrEqual(2 * target + 2);
          expect(niceStep(axis.step)).toBeCloseTo(axis.step, 6);
        },
      ),
    );
  });
});

describe('decimalsOf', () => {
  it.each([
    [5e15, 1e15, 0],
    [2.5e15, 1e15, 1],
    [0.25, 1, 2],
    [1 / 3, 1, 3],
  ])('step %d at scale %d shows %d decimals', (step, scale, digits) => {
    expect(decimalsOf(step, scale)).toBe(digits);
  });
});

describe('timeTicks', () => {
  const weekEnd = Date.UTC(2026, 10, 25, 12) / 1000;
  const weekStart = weekEnd - 7 * daySeconds;

  it('puts the 7-day ticks on 00:00 UTC, each day where there is room', () => {
    const ticks = timeTicks(weekStart, weekEnd, 1000, { steps: daySteps, minSpacePx: 56 });
    expect(ticks).toHaveLength(7);
    for (const tick of ticks) expect(tick % daySeconds).toBe(0);
  });

  it('skips days on a phone but keeps at least three ticks', () => {
    const ticks = timeTicks(weekStart, weekEnd, 260, { steps: daySteps, minSpacePx: 56 });
    expect(ticks.length).toBeGreaterThanOrEqual(3);
    for (const tick of ticks) expect(tick % daySeconds).toBe(0);
  });

  it('keeps clock ticks apart on whole steps of the zone (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_700_000_000, max: 1_900_000_000 }),
        fc.constantFrom(900, 3600, daySeconds),
        fc.integer({ min: 200, max: 1600 }),
        fc.constantFrom(0, 3 * 3600, -5 * 3600, 5.5 * 3600),
        (start, span, width, zone) => {
          const ticks = timeTicks(start, start + span, width, {
            steps: clockSteps,
            minSpacePx: 56,
            zoneOffsetSeconds: zone,
          });
          expect(ticks.length).toBeGreaterThanOrEqual(2);
          for (const [index, tick] of ticks.entries()) {
            expect(tick).toBeGreaterThanOrEqual(start);
            expect(tick).toBeLessThanOrEqual(start + span);
            if (index > 0) expect(((tick - ticks[index - 1]!) * width) / span).toBeGreaterThanOrEqual(56);
          }
        },
      ),
    );
  });
});
