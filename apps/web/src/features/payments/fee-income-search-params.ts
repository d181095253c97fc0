import type { FeeIncomeQuery } from '@pool/contract';
import { accountIdPattern } from '@/lib/search-params';

/** The state of the fee income page: the pool days (none: the last 30) and the customer its days narrow to. */
export interface FeeIncomeParams {
  from: string;
  to: string;
  customer: string;
}

const day = /^\d{4}-\d{2}-\d{2}$/;

/** Reads the state from the query string; a malformed value reads as none. */
export function parseFeeIncomeParams(search: URLSearchParams): FeeIncomeParams {
  const read = (key: string, pattern: RegExp) => {
    const value = search.get(key) ?? '';
    return pattern.test(value) ? value : '';
  };
  return { from: read('from', day), to: read('to', day), customer: read('customer', accountIdPattern) };
}

/** Writes the state into a query string, leaving out what is not set; other parameters stay. */
export function serializeFeeIncomeParams(params: FeeIncomeParams, base?: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const key of ['from', 'to', 'customer'] as const) {
    if (params[key]) next.set(key, params[key]);
    else next.delete(key);
  }
  return next;
}

/** What the calls send: the range only when both days are set (the server refuses one alone). */
export function feeIncomeQueryOf(params: FeeIncomeParams): FeeIncomeQuery {
  return {
    ...(params.from && params.to ? { from: params.from, to: params.to } : {}),
    ...(params.customer ? { miner_id: params.customer } : {}),
  };
}
