import { describe, expect, it } from 'vitest';
import {
  addressChangePauseStart,
  currentPayoutDate,
  duePayoutDate,
  payoutAmount,
  payoutMoment,
  reachesMinimum,
} from './rules.js';
import { sats } from '../../domain/sats.js';

describe('payout times (product §9: 14:00 UTC)', () => {
  it('makes a date due from 14:00 UTC on, the day before until then, across month and year ends', () => {
    expect(payoutMoment('2026-02-28').toISOString()).toBe('2026-02-28T14:00:00.000Z');
    expect(duePayoutDate(new Date('2026-03-01T13:59:59.999Z'))).toBe('2026-02-28');
    expect(duePayoutDate(new Date('2026-03-01T14:00:00.000Z'))).toBe('2026-03-01');
    expect(duePayoutDate(new Date('2027-01-01T00:00:00.000Z'))).toBe('2026-12-31');
  });

  it("edits today's item until today's run is done, then tomorrow's", () => {
    expect(currentPayoutDate(new Date('2026-12-31T13:59:59.999Z'), false)).toBe('2026-12-31');
    expect(currentPayoutDate(new Date('2026-12-31T14:00:00.000Z'), false)).toBe('2026-12-31');
    expect(currentPayoutDate(new Date('2026-12-31T14:00:00.000Z'), true)).toBe('2027-01-01');
    // Before 14:00 today's run cannot be done, whatever the flag says.
    expect(currentPayoutDate(new Date('2026-12-31T09:00:00.000Z'), true)).toBe('2026-12-31');
  });

  it('pauses wallets whose address changed in the 24 hours before the run', () => {
    expect(addressChangePauseStart(new Date('2026-03-02T14:00:00.000Z')).toISOString()).toBe(
      '2026-03-01T14:00:00.000Z',
    );
  });
});

describe('payout amounts', () => {
  it('pays the whole balance at or above the minimum, capped by a maximum unless it is 0', () => {
    expect(reachesMinimum(sats(500_000), sats(500_000))).toBe(true);
    expect(reachesMinimum(sats(499_999), sats(500_000))).toBe(false);
    expect(reachesMinimum(sats(0), sats(0))).toBe(false);
    expect(payoutAmount(sats(1_000_000), sats(0))).toBe(1_000_000);
    expect(payoutAmount(sats(1_000_000), sats(250_000))).toBe(250_000);
    expect(payoutAmount(sats(100_000), sats(250_000))).toBe(100_000);
  });
});
