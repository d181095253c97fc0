import { describe, expect, it } from 'vitest';
import { workerNameSearchMaxLength } from '@pool/contract';
import {
  defaultWorkersParams,
  nextSort,
  parseWorkersParams,
  serializeWorkersParams,
  workersQueryOf,
  type WorkersParams,
} from './workers-search-params';

const parse = (query: string) => parseWorkersParams(new URLSearchParams(query));

describe('workers URL state', () => {
  it('has defaults for an empty query', () => {
    expect(parse('')).toEqual(defaultWorkersParams);
    expect(serializeWorkersParams(defaultWorkersParams).toString()).toBe('');
  });

  it('reads sort, order, status, search and the open worker', () => {
    expect(parse('sort=hash_rate_1h&order=desc&status=off&search=rig&worker=42')).toEqual({
      sort: 'hash_rate_1h',
      order: 'desc',
      status: 'off',
      search: 'rig',
      worker: '42',
    });
  });

  it('falls back to defaults for unknown values', () => {
    expect(parse('sort=password&order=sideways&status=dead&worker=')).toEqual(defaultWorkersParams);
  });

  it('narrows to a customer by its account id, into the list call; another value is dropped', () => {
    const customer = '0b8f4c3e-6a4d-4f5e-9c1a-2d3e4f5a6b7c';
    const params = parse(`customer=${customer}`);
    expect(params).toEqual({ ...defaultWorkersParams, customer });
    expect(workersQueryOf(params)).toMatchObject({ miner_id: customer });
    expect(serializeWorkersParams(params).toString()).toBe(`customer=${customer}`);
    expect(parse('customer=demohub_customer')).toEqual(defaultWorkersParams);
  });

  it('cuts a search longer than the server accepts', () => {
    expect(parse(`search=${'a'.repeat(200)}`).search).toHaveLength(workerNameSearchMaxLength);
  });

  it('round-trips and leaves defaults and other parameters alone', () => {
    const params: WorkersParams = {
      sort: 'reject_pct_15m',
      order: 'asc',
      status: 'stable',
      search: ' s9 ',
      worker: '7',
    };
    const query = serializeWorkersParams(params, new URLSearchParams('tab=1&sort=worker_name'));
    expect(query.toString()).toBe('tab=1&sort=reject_pct_15m&order=asc&status=stable&search=+s9+&worker=7');
    expect(parseWorkersParams(query)).toEqual(params);
    expect(serializeWorkersParams({ ...params, search: '  ' }).has('search')).toBe(false);
    expect(serializeWorkersParams({ ...defaultWorkersParams, status: 'removed' }).toString()).toBe('status=removed');
  });

  it('flips the order on the same column and starts hashrate columns highest first', () => {
    expect(nextSort(defaultWorkersParams, 'worker_name')).toEqual({ sort: 'worker_name', order: 'desc' });
    expect(nextSort(defaultWorkersParams, 'hash_rate_15m')).toEqual({ sort: 'hash_rate_15m', order: 'desc' });
    expect(nextSort({ ...defaultWorkersParams, sort: 'hash_rate_15m', order: 'desc' }, 'hash_rate_15m')).toEqual({
      sort: 'hash_rate_15m',
      order: 'asc',
    });
  });

  it('leaves the open worker out of the list query; an old "show removed" address reads as "All"', () => {
    expect(workersQueryOf({ ...defaultWorkersParams, search: ' a ', worker: '1' })).toEqual({
      sort: 'worker_name',
      order: 'asc',
      search: 'a',
    });
    const old = parseWorkersParams(new URLSearchParams('removed=shown'));
    expect(old).toEqual(defaultWorkersParams);
    expect(serializeWorkersParams(old, new URLSearchParams('removed=shown')).toString()).toBe('');
  });
});
