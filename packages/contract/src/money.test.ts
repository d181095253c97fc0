import { describe, expect, it } from 'vitest';
import { formatBtc, formatBtcAmount, maxSatoshi } from './money-constants.js';

describe('formatBtc', () => {
  it('writes satoshi as exact BTC with 8 places', () => {
    expect(formatBtc(0)).toBe('0.00000000');
    expect(formatBtc(1)).toBe('0.00000001');
    expect(formatBtc(10_000)).toBe('0.00010000');
    expect(formatBtc(100_000_000)).toBe('1.00000000');
    expect(formatBtc(123_456_789)).toBe('1.23456789');
    expect(formatBtc(-50_000)).toBe('-0.00050000');
  });

  it('stays exact where a float division would not (the whole supply, one satoshi below a coin)', () => {
    expect(formatBtc(maxSatoshi)).toBe('21000000.00000000');
    expect(formatBtc(maxSatoshi - 1)).toBe('20999999.99999999');
    expect(formatBtc(99_999_999)).toBe('0.99999999');
    expect(formatBtc(Number.MAX_SAFE_INTEGER)).toBe('90071992.54740991');
  });

  it('refuses what is not an integer amount', () => {
    expect(() => formatBtc(0.5)).toThrow(RangeError);
    expect(() => formatBtc(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatBtcAmount', () => {
  it("writes all eight decimals in the language's separators, from the integer", () => {
    expect(formatBtcAmount(123456789012, 'en')).toBe('1,234.56789012 BTC');
    expect(formatBtcAmount(123456789012, 'ru').replace(/\s/g, ' ')).toBe('1 234,56789012 BTC');
    expect(formatBtcAmount(-1, 'cn')).toBe('-0.00000001 BTC');
    expect(formatBtcAmount(0.5, 'en')).toBe('—');
  });
});
