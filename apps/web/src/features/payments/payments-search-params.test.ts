import { describe, expect, it } from 'vitest';
import { parsePaymentsParams, serializePaymentsParams, withFilter } from './payments-search-params';

describe('payments search params', () => {
  it('reads known filters and the page, and leaves out the rest', () => {
    expect(
      parsePaymentsParams(new URLSearchParams('type=payout&direction=outgoing&status=pending&period=P7D&page=3')),
    ).toEqual({ type: 'payout', direction: 'outgoing', status: 'pending', period: 'P7D', page: 3 });
    expect(parsePaymentsParams(new URLSearchParams('type=gift&status=&period=P1D&page=0'))).toEqual({ page: 1 });
    expect(parsePaymentsParams(new URLSearchParams('page=2.5')).page).toBe(1);
    expect(parsePaymentsParams(new URLSearchParams('page=abc')).page).toBe(1);
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    expect(serializePaymentsParams({ page: 1 }, new URLSearchParams('other=1&type=reward')).toString()).toBe('other=1');
    expect(serializePaymentsParams({ status: 'completed', page: 2 }).toString()).toBe('status=completed&page=2');
  });

  it('starts at the first page when a filter changes, and clears a filter set to nothing or to an unknown value', () => {
    const params = { type: 'reward' as const, page: 4 };
    expect(withFilter(params, 'status', 'pending')).toEqual({ type: 'reward', status: 'pending', page: 1 });
    expect(withFilter(params, 'type', '')).toEqual({ page: 1 });
    expect(withFilter(params, 'type', 'gift')).toEqual({ page: 1 });
  });
});
