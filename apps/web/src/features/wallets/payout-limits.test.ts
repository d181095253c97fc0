import { describe, expect, it } from 'vitest';
import { maxSatoshi, minimumPayoutFloor, type Wallet } from '@pool/contract';
import { limitProblem } from './payout-limits';

const wallet: Wallet = {
  id: 'w',
  currency: 'BTC',
  network: 'mainnet',
  address: null,
  min_payment: 500_000,
  max_payment: 0,
  paused_until: null,
};

describe('limitProblem', () => {
  it('keeps a minimum payment at or above the floor and under a set maximum', () => {
    expect(limitProblem('min', minimumPayoutFloor, wallet)).toBeUndefined();
    expect(limitProblem('min', minimumPayoutFloor - 1, wallet)).toEqual({ rule: 'gte', value: minimumPayoutFloor });
    expect(limitProblem('min', 2_000_000, { ...wallet, max_payment: 1_000_000 })).toEqual({
      rule: 'lte',
      value: 1_000_000,
    });
    expect(limitProblem('min', 1_000_000, { ...wallet, max_payment: 1_000_000 })).toBeUndefined();
  });

  it('takes a maximum of 0 as no limit, and any other at or above the minimum', () => {
    expect(limitProblem('max', 0, wallet)).toBeUndefined();
    expect(limitProblem('max', 500_000, wallet)).toBeUndefined();
    expect(limitProblem('max', 499_999, wallet)).toEqual({ rule: 'gte', value: 500_000 });
  });

  it('refuses more than all the bitcoin there will be', () => {
    expect(limitProblem('max', maxSatoshi + 1, wallet)).toEqual({ rule: 'lte', value: maxSatoshi });
  });
});
