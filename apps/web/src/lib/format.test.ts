import { describe, expect, it } from 'vitest';
import {
  formatChartTick,
  formatCount,
  formatDateTime,
  formatDay,
  formatDuration,
  formatUtcHour,
  formatMonthName,
  formatYearMonth,
  formatPercent,
  formatRelativeTime,
  formatRubles,
  intlLocaleOf,
} from './format';

/** Intl puts narrow no-break spaces in some locales; compare with plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

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
