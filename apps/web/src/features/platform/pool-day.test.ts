import { describe, expect, it } from 'vitest';
import { formatPoolDay, poolDaysAround } from './pool-day';

describe('pool days', () => {
  it('are the UTC dates of a moment and of the day before, across a month and a year end', () => {
    expect(poolDaysAround(new Date('2026-03-01T00:30:00Z'))).toEqual({ today: '2026-03-01', yesterday: '2026-02-28' });
    expect(poolDaysAround(new Date('2027-01-01T23:59:59Z'))).toEqual({ today: '2027-01-01', yesterday: '2026-12-31' });
  });

  it('read as the same date in every time zone and language', () => {
    expect(formatPoolDay('2026-11-22', 'en')).toBe('Nov 22, 2026');
    expect(formatPoolDay('2026-11-22', 'ru')).toBe('22 нояб. 2026 г.');
    expect(formatPoolDay('2026-11-22', 'cn')).toBe('2026年11月22日');
  });
});
