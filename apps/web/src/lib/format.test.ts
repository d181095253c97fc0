import { describe, expect, it } from 'vitest';
import {
  formatChartTick,
  formatCount,
  formatDateTime,
  formatDay,
  formatDuration,
  formatUtcHour,
  formatHashrate,
  formatMonthName,
  formatYearMonth,
  formatPercent,
  formatRelativeTime,
  formatRubles,
  hashrateParts,
  hashrateUnitIndex,
  hashrateUnits,
  intlLocaleOf,
} from './format';

/** Intl puts narrow no-break spaces in some locales; compare with plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatHashrate', () => {
  it('shows zero as 0 H/s', () => {
    expect(formatHashrate(0, 'en')).toBe('0 H/s');
  });

  it.each([
    [1, '1 H/s'],
    [999, '999 H/s'],
    [1000, '1 kH/s'],
    [1500, '1.5 kH/s'],
    [2.345e6, '2.35 MH/s'],
    [1e9, '1 GH/s'],
    [120e12, '120 TH/s'],
    [1.5e15, '1.5 PH/s'],
    [3e18, '3 EH/s'],
    [4e21, '4 ZH/s'],
    [5e24, '5 YH/s'],
    [6e27, '6 RH/s'],
    [7e30, '7 QH/s'],
  ])('%d H/s → %s', (value, text) => {
    expect(formatHashrate(value, 'en')).toBe(text);
  });

  it('keeps quetta for anything larger instead of running out of units', () => {
    expect(formatHashrate(1e36, 'en')).toBe('1,000,000 QH/s');
    expect(hashrateUnitIndex(1e40)).toBe(hashrateUnits.length - 1);
  });

  it('never says undefined: non-finite and missing values are a dash', () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, null, undefined]) {
      expect(formatHashrate(value, 'en')).toBe('—');
    }
  });

  it('formats numbers for the language (cn uses zh-CN, ru uses ru-RU)', () => {
    expect(plain(formatHashrate(1234.5e30, 'ru'))).toBe('1 234,5 QH/s');
    expect(formatHashrate(1234.5e30, 'en')).toBe('1,234.5 QH/s');
    expect(plain(formatHashrate(1.5e15, 'ru'))).toBe('1,5 PH/s');
    expect(formatHashrate(1.5e15, 'cn')).toBe('1.5 PH/s');
    expect(formatHashrate(1.5e15, 'en')).toBe('1.5 PH/s');
  });

  it('can hold one unit for every value (chart axes)', () => {
    expect(hashrateParts(5e11, 'en', { unitIndex: 4 })).toEqual({ value: '0.5', unit: 'TH/s' });
    expect(formatHashrate(2e12, 'en', { unitIndex: 4, digits: 0 })).toBe('2 TH/s');
  });
});

describe('other formats', () => {
  it('maps app languages to Intl locales', () => {
    expect(intlLocaleOf('cn')).toBe('zh-CN');
    expect(intlLocaleOf('ru')).toBe('ru-RU');
    expect(intlLocaleOf('en')).toBe('en-US');
    expect(intlLocaleOf('xx')).toBe('en-US');
  });

  it('formats percents given as 0–100', () => {
    expect(formatPercent(1.25, 'en')).toBe('1.25%');
    expect(plain(formatPercent(1.25, 'ru'))).toBe('1,25 %');
    expect(formatPercent(0, 'en')).toBe('0%');
    expect(formatPercent(Number.NaN, 'en')).toBe('—');
  });

  it('groups counts', () => {
    expect(formatCount(10000, 'en')).toBe('10,000');
  });

  it('writes a pool day as its UTC date, whatever the time zone', () => {
    expect(formatDay('2026-11-20', 'en')).toBe('Nov 20, 2026');
    expect(formatDay('2026-01-01', 'cn')).toBe('2026年1月1日');
    expect(formatDay(null, 'en')).toBe('—');
    expect(formatDay('not a day', 'en')).toBe('—');
  });

  it('writes a moment with its time zone in every language', () => {
    const moment = new Date('2026-11-25T08:49:00Z');
    const zoneIn = (locale: string) =>
      new Intl.DateTimeFormat(locale, { timeZoneName: 'short' })
        .formatToParts(moment)
        .find((part) => part.type === 'timeZoneName')!.value;
    expect(formatDateTime(moment, 'en')).toMatch(/^Nov 25, 2026, \d\d:49\s[AP]M\s/);
    expect(formatDateTime(moment, 'en').endsWith(zoneIn('en-US'))).toBe(true);
    expect(formatDateTime(moment, 'ru').endsWith(zoneIn('ru-RU'))).toBe(true);
    expect(formatDateTime(moment, 'cn')).toContain(zoneIn('zh-CN'));
    expect(formatDateTime(undefined, 'en')).toBe('—');
  });

  it('writes the hour of a daily run', () => {
    const winter = new Date('2026-11-20T10:00:00Z');
    const summer = new Date('2026-07-20T10:00:00Z');
    expect(formatUtcHour(9, { now: winter, timeZone: 'UTC' })).toBe('09:00 UTC');
    expect(formatUtcHour(9, { now: winter, timeZone: 'Europe/Moscow' })).toBe('09:00 UTC (12:00 GMT+3)');
    expect(formatUtcHour(14, { now: winter, timeZone: 'America/New_York' })).toBe('14:00 UTC (09:00 GMT-5)');
    // Summer time: the same run is an hour later on New York's clock.
    expect(formatUtcHour(14, { now: summer, timeZone: 'America/New_York' })).toBe('14:00 UTC (10:00 GMT-4)');
    expect(formatUtcHour(14, { now: winter, timeZone: 'Asia/Kolkata' })).toBe('14:00 UTC (19:30 GMT+5:30)');
  });

  it('says how long ago a share was', () => {
    const now = Date.parse('2026-11-20T10:00:00Z');
    expect(formatRelativeTime('2026-11-20T09:55:00Z', 'en', now)).toBe('5 minutes ago');
    expect(formatRelativeTime('2026-11-20T10:00:00Z', 'en', now)).toBe('now');
    expect(formatRelativeTime('2026-11-19T10:00:00Z', 'en', now)).toBe('yesterday');
    expect(formatRelativeTime('2026-11-01T10:00:00Z', 'en', now)).toMatch(/Nov 1, 2026/);
    expect(formatRelativeTime(null, 'en', now)).toBe('—');
  });
});

describe('formatRubles', () => {
  it('writes kopecks as rubles in the language, exactly', () => {
    expect(plain(formatRubles(123_456_789n, 'en'))).toBe('₽1,234,567.89');
    expect(plain(formatRubles(123_456_789n, 'ru'))).toBe('1 234 567,89 ₽');
    expect(plain(formatRubles(5n, 'cn'))).toBe('₽0.05');
    expect(plain(formatRubles(-150n, 'en'))).toBe('-₽1.50');
    // Beyond a double's exact integers: no float on the way.
    expect(plain(formatRubles(9_007_199_254_740_993_01n, 'en'))).toBe('₽9,007,199,254,740,993.01');
  });
});

describe('formatMonthName', () => {
  it('names a month in the language', () => {
    expect(formatMonthName(3, 'en')).toBe('March');
    expect(formatMonthName(3, 'ru')).toBe('март');
    expect(formatMonthName(12, 'cn')).toBe('十二月');
  });
});

describe('formatYearMonth', () => {
  it('writes a month with its year as the language does, not the name and the year side by side', () => {
    expect(formatYearMonth('2026-11', 'en')).toBe('November 2026');
    expect(formatYearMonth('2026-11', 'ru')).toMatch(/^ноябрь 2026/);
    expect(formatYearMonth('2026-11', 'cn')).toBe('2026年11月');
  });
});

describe('formatChartTick', () => {
  it('labels a pool day by its UTC date, whatever the zone', () => {
    expect(formatChartTick(Date.UTC(2026, 10, 20), 'en', 'utcDay')).toBe('Nov 20');
    expect(formatChartTick(Date.UTC(2026, 10, 20, 23, 59), 'ru', 'utcDay')).toBe('20 нояб.');
  });

  it('labels clock ticks with a short 24-hour time, and local midnight with its date', () => {
    const local = (hours: number) => new Date(2026, 10, 20, hours, 0).getTime();
    expect(formatChartTick(local(14), 'en', 'clock')).toBe('14:00');
    expect(formatChartTick(local(0), 'en', 'clock')).toBe('Nov 20');
  });
});

describe('formatDuration', () => {
  it('writes whole minutes, hours and days in the language', () => {
    expect(formatDuration(10, 'minute', 'en')).toBe('10 minutes');
    expect(formatDuration(24, 'hour', 'ru')).toBe('24 часа');
    expect(formatDuration(6, 'day', 'cn')).toBe('6天');
  });
});
