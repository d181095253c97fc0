import { describe, expect, it } from 'vitest';
import {
  parsePayoutsParams,
  parseRewardRatesParams,
  parseUnallocatedFundsParams,
  serializePayoutsParams,
  serializeRewardRatesParams,
  serializeUnallocatedFundsParams,
} from './platform-search-params';

const search = (query: string) => new URLSearchParams(query);

describe('platform search params', () => {
  it('reads the reward rate history page, the first page for anything else', () => {
    expect(parseRewardRatesParams(search('page=3'))).toEqual({ page: 3 });
    expect(parseRewardRatesParams(search('page=0'))).toEqual({ page: 1 });
    expect(parseRewardRatesParams(search('page=1.5'))).toEqual({ page: 1 });
    expect(serializeRewardRatesParams({ page: 1 }, search('page=4&other=1')).toString()).toBe('other=1');
    expect(serializeRewardRatesParams({ page: 2 }).toString()).toBe('page=2');
  });

  it('reads the payouts page state, all requests for an unknown status', () => {
    expect(parsePayoutsParams(search('page=2&request_status=failed&request_page=3'))).toEqual({
      page: 2,
      requestStatus: 'failed',
      requestPage: 3,
    });
    expect(parsePayoutsParams(search('request_status=lost'))).toEqual({
      page: 1,
      requestStatus: 'all',
      requestPage: 1,
    });
    expect(
      serializePayoutsParams({ page: 1, requestStatus: 'sent', requestPage: 2 }, search('page=5&other=1')).toString(),
    ).toBe('other=1&request_status=sent&request_page=2');
    expect(serializePayoutsParams({ page: 1, requestStatus: 'all', requestPage: 1 }).toString()).toBe('');
  });

  it('opens the unallocated funds on what waits for a decision unless the address says otherwise', () => {
    expect(parseUnallocatedFundsParams(search(''))).toEqual({ status: 'unallocated', page: 1 });
    expect(parseUnallocatedFundsParams(search('status=refunded&page=2'))).toEqual({ status: 'refunded', page: 2 });
    expect(parseUnallocatedFundsParams(search('status=all'))).toEqual({ status: 'all', page: 1 });
    expect(parseUnallocatedFundsParams(search('status=gone'))).toEqual({ status: 'unallocated', page: 1 });
    expect(serializeUnallocatedFundsParams({ status: 'unallocated', page: 1 }, search('status=all')).toString()).toBe(
      '',
    );
    expect(serializeUnallocatedFundsParams({ status: 'all', page: 3 }).toString()).toBe('status=all&page=3');
  });
});
