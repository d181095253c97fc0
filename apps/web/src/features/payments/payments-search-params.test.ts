import { describe, expect, it } from 'vitest';
import { parsePaymentsParams, serializePaymentsParams, withFilter, withPageSize } from './payments-search-params';

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

  it('keeps a chosen page size of 50 or 100 in the address, across filters, and starts it at page 1', () => {
    expect(parsePaymentsParams(new URLSearchParams('per_page=100&page=2'))).toEqual({ page: 2, per_page: 100 });
    expect(parsePaymentsParams(new URLSearchParams('per_page=25'))).toEqual({ page: 1 });
    expect(parsePaymentsParams(new URLSearchParams('per_page=1000'))).toEqual({ page: 1 });
    expect(serializePaymentsParams({ page: 3, per_page: 50 }).toString()).toBe('page=3&per_page=50');
    expect(withFilter({ page: 3, per_page: 50 }, 'type', 'payout')).toEqual({ type: 'payout', page: 1, per_page: 50 });
    expect(withPageSize({ type: 'reward', page: 4, per_page: 50 }, 25)).toEqual({ type: 'reward', page: 1 });
    expect(withPageSize({ page: 4 }, 100)).toEqual({ page: 1, per_page: 100 });
  });
});
