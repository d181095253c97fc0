import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPercentFigure, formatTerahashes } from './workers-export.js';

/** What a reader of the CSV can take for a figure: digits, a point, the places; no sign, no exponent. */
const plainDecimal = (places: number) => new RegExp(`^\\d+\\.\\d{${places}}$`);

describe('the figures of the workers CSV', () => {
  it('are plain decimals, never negative, NaN or in exponent notation, whatever the value', () => {
    const anyDouble = fc.oneof(
      fc.double(),
      fc.double({ min: -1e-15, max: 1e-15 }),
      fc.constantFrom(-1.05e-16, -9.55e-16, -0, 61089655305556130, 1e21, 1e300, Number.NaN, Infinity, -Infinity),
    );
    fc.assert(
      fc.property(anyDouble, (value) => {
        expect(formatTerahashes(value)).toMatch(plainDecimal(3));
        expect(formatPercentFigure(value)).toMatch(plainDecimal(2));
        expect(Number(formatPercentFigure(value))).toBeLessThanOrEqual(100);
      }),
      { numRuns: 2000 },
    );
  });

  it('write hashrate in TH/s and rejects in percent', () => {
    expect(formatTerahashes(61089655305556130)).toBe('61089.655');
    expect(formatTerahashes(205e12)).toBe('205.000');
    expect(formatTerahashes(-1.05e-16)).toBe('0.000');
    expect(formatPercentFigure(-9.55e-16)).toBe('0.00');
    expect(formatPercentFigure(2.345678)).toBe('2.35');
  });
});
