import { describe, expect, it } from 'vitest';
import { estimatedPayoutDay } from './payout-estimate';

describe('estimatedPayoutDay', () => {
  // 400,000 sat short of the minimum at 150,000 a day: three credits (09:00 UTC), paid at
  // 14:00 UTC on the day of the third.
  it('counts the credits from the next 09:00 UTC one', () => {
    expect(estimatedPayoutDay(100_000, 500_000, 150_000, new Date('2026-11-20T10:30:00Z'))).toBe('2026-11-23');
    // Before 09:00 the next credit is today's.
    expect(estimatedPayoutDay(100_000, 500_000, 150_000, new Date('2026-11-20T08:59:00Z'))).toBe('2026-11-22');
    // Exactly enough after two credits.
    expect(estimatedPayoutDay(200_000, 500_000, 150_000, new Date('2026-11-20T10:30:00Z'))).toBe('2026-11-22');
    // Across a month's end.
    expect(estimatedPayoutDay(0, 500_000, 100_000, new Date('2026-11-29T15:00:00Z'))).toBe('2026-12-04');
  });

  it('gives no day when nothing is earned or it would take more than a year', () => {
    expect(estimatedPayoutDay(100_000, 500_000, 0, new Date('2026-11-20T10:30:00Z'))).toBeNull();
    expect(estimatedPayoutDay(0, 100_000_000, 100_000, new Date('2026-11-20T10:30:00Z'))).toBeNull();
    expect(estimatedPayoutDay(0, 36_500_000, 100_000, new Date('2026-11-20T10:30:00Z'))).toBe('2027-11-20');
  });
});
