import { describe, expect, it } from 'vitest';
import {
  dateTimeFormatOf,
  formatHashrate,
  hashrateParts,
  hashrateUnitIndex,
  hashrateUnits,
  listFormatOf,
  numberFormatOf,
  relativeTimeFormatOf,
} from './figures-format.js';

/** Intl puts narrow no-break spaces in some locales; compare with plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatHashrate', () => {
  it('shows zero as 0 H/s', () => {
    expect(formatHashrate(0, 'en')).toBe('0 H/s');
  });

  it.each([
    [1, '1.00 H/s'],
    [999, '999.00 H/s'],
    [1000, '1.00 kH/s'],
    [1500, '1.50 kH/s'],
    [2.345e6, '2.35 MH/s'],
    [1e9, '1.00 GH/s'],
    [120e12, '120.00 TH/s'],
    [1.5e15, '1.50 PH/s'],
    [3e18, '3.00 EH/s'],
    [4e21, '4.00 ZH/s'],
    [5e24, '5.00 YH/s'],
    [6e27, '6.00 RH/s'],
    [7e30, '7.00 QH/s'],
  ])('%d H/s → %s', (value, text) => {
    expect(formatHashrate(value, 'en')).toBe(text);
  });

  it('keeps quetta for anything larger instead of running out of units', () => {
    expect(formatHashrate(1e36, 'en')).toBe('1,000,000.00 QH/s');
    expect(hashrateUnitIndex(1e40)).toBe(hashrateUnits.length - 1);
  });

  it('never says undefined: non-finite and missing values are a dash', () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, null, undefined]) {
      expect(formatHashrate(value, 'en')).toBe('—');
    }
  });

  it('formats numbers for the language (cn uses zh-CN, ru uses ru-RU)', () => {
    expect(plain(formatHashrate(1234.5e30, 'ru'))).toBe('1 234,50 QH/s');
    expect(formatHashrate(1234.5e30, 'en')).toBe('1,234.50 QH/s');
    expect(plain(formatHashrate(1.5e15, 'ru'))).toBe('1,50 PH/s');
    expect(formatHashrate(1.5e15, 'cn')).toBe('1.50 PH/s');
    expect(formatHashrate(1.5e15, 'en')).toBe('1.50 PH/s');
  });

  it('keeps its decimals, so figures in a column line up; zero is plain', () => {
    expect(formatHashrate(2e15, 'en')).toBe('2.00 PH/s');
    expect(formatHashrate(1.999e15, 'en')).toBe('2.00 PH/s');
    expect(formatHashrate(2.345e15, 'en', { digits: 1 })).toBe('2.3 PH/s');
  });

  it('takes the next unit for a hair under it rather than writing 1,000', () => {
    expect(formatHashrate(999_999_999_999_999.9, 'en')).toBe('1.00 PH/s');
    expect(formatHashrate(999.994e12, 'en')).toBe('999.99 TH/s');
    expect(formatHashrate(999.4e12, 'en', { digits: 0 })).toBe('999 TH/s');
    expect(formatHashrate(999.6e12, 'en', { digits: 0 })).toBe('1 PH/s');
  });

  it('can hold one unit for every value and leave out trailing zeros (chart axes)', () => {
    expect(hashrateParts(5e11, 'en', { unitIndex: 4 })).toEqual({ value: '0.50', unit: 'TH/s' });
    expect(hashrateParts(5e11, 'en', { unitIndex: 4, trimZeros: true })).toEqual({ value: '0.5', unit: 'TH/s' });
    expect(formatHashrate(2e12, 'en', { unitIndex: 4, digits: 0 })).toBe('2 TH/s');
  });
});

describe('the Intl formatters', () => {
  it('are built once per locale and options, and format as Intl does', () => {
    expect(numberFormatOf('ru-RU', { maximumFractionDigits: 0 })).toBe(
      numberFormatOf('ru-RU', { maximumFractionDigits: 0 }),
    );
    expect(numberFormatOf('ru-RU')).not.toBe(numberFormatOf('ru-RU', { maximumFractionDigits: 0 }));
    expect(dateTimeFormatOf('en-US', { timeZone: 'UTC' })).toBe(dateTimeFormatOf('en-US', { timeZone: 'UTC' }));
    const list = listFormatOf('en-US', { type: 'conjunction' });
    expect(list).toBe(listFormatOf('en-US', { type: 'conjunction' }));
    expect(list.format(['USDT', 'RUB'])).toBe('USDT and RUB');
    expect(listFormatOf('ru-RU', { type: 'conjunction' }).format(['USDT', 'RUB'])).toBe('USDT и RUB');
    const relative = relativeTimeFormatOf('en-US', { numeric: 'auto' });
    expect(relative).toBe(relativeTimeFormatOf('en-US', { numeric: 'auto' }));
    expect(relative.format(-1, 'day')).toBe('yesterday');
  });
});
