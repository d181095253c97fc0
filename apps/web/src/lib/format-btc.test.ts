import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBtc as btcDecimal, maxSatoshi } from '@pool/contract';
import { fiatValue, formatBtc, formatFiat, parseBtc } from './format-btc';

/** Intl writes some spaces as no-break spaces (U+00A0, U+202F); tests compare plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatBtc', () => {
  it('groups digits and picks the decimal separator of the language', () => {
    expect(formatBtc(123_456_789_012, 'en')).toBe('1,234.56789012 BTC');
    expect(plain(formatBtc(123_456_789_012, 'ru'))).toBe('1 234,56789012 BTC');
    expect(formatBtc(123_456_789_012, 'cn')).toBe('1,234.56789012 BTC');
    expect(formatBtc(1, 'en')).toBe('0.00000001 BTC');
    expect(formatBtc(-12_345, 'en')).toBe('-0.00012345 BTC');
    expect(formatBtc(30_000_000, 'en')).toBe('0.30000000 BTC');
  });

  it('shows a dash for a missing amount', () => {
    expect(formatBtc(null, 'en')).toBe('—');
    expect(formatBtc(undefined, 'en')).toBe('—');
    expect(formatBtc(0.5, 'en')).toBe('—');
  });
});

describe('parseBtc', () => {
  it('reads a typed amount into satoshi exactly, with a dot or a comma', () => {
    expect(parseBtc('0.1')).toBe(10_000_000);
    expect(parseBtc('0,005')).toBe(500_000);
    expect(parseBtc(' 1 ')).toBe(100_000_000);
    expect(parseBtc('1.')).toBe(100_000_000);
    expect(parseBtc('0.00000001')).toBe(1);
    expect(parseBtc('0')).toBe(0);
  });

  it('refuses more than eight decimals, signs, exponents and words', () => {
    for (const text of ['', '.5', '0.000000001', '-1', '1e3', 'abc', '1.2.3', '123456789']) {
      expect(parseBtc(text)).toBeUndefined();
    }
  });

  it('reads back every amount written as a BTC decimal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: maxSatoshi }), (satoshi) => parseBtc(btcDecimal(satoshi)) === satoshi),
    );
  });
});

describe('fiat', () => {
  it('values satoshi at a rate per BTC, and nothing without a valid rate', () => {
    expect(fiatValue(50_000_000, 60_000)).toBe(30_000);
    expect(fiatValue(1, null)).toBeNull();
    expect(fiatValue(1, 0)).toBeNull();
    expect(fiatValue(1, Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('writes USDT with its ticker and RUB with its sign, in the language', () => {
    expect(formatFiat(1234.5, 'USDT', 'en')).toBe('1,234.50 USDT');
    expect(plain(formatFiat(1234.5, 'USDT', 'ru'))).toBe('1 234,50 USDT');
    expect(plain(formatFiat(1234.5, 'RUB', 'ru'))).toBe('1 234,50 ₽');
    expect(formatFiat(1234.5, 'RUB', 'en')).toBe('₽1,234.50');
    expect(formatFiat(1234.5, 'USDT', 'cn')).toBe('1,234.50 USDT');
    expect(formatFiat(null, 'RUB', 'en')).toBe('—');
  });
});
