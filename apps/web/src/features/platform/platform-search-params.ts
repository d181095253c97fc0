import {
  blockchainPayoutStatusSchema,
  unallocatedFundsStatusSchema,
  type BlockchainPayoutStatus,
  type UnallocatedFunds,
} from '@pool/contract';
import { readPage, writePage } from '@/lib/search-params';

/*
 * The state of the platform pages lives in the address, as the payments page's does, so
 * reload, back and a shared link keep it. Defaults are left out of the query string and
 * parameters of others are kept.
 */

/** /platform: the page of the reward rate history. */
export interface RewardRatesPageState {
  page: number;
}

export function parseRewardRatesParams(search: URLSearchParams): RewardRatesPageState {
  return { page: readPage(search) };
}

export function serializeRewardRatesParams(params: RewardRatesPageState, base?: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(base);
  writePage(next, params.page);
  return next;
}

export type PayoutRequestsTab = 'all' | BlockchainPayoutStatus;

/** /platform/payouts: the page of the schedule, and the status tab and page of the payout requests. */
export interface PayoutsPageState {
  page: number;
  requestStatus: PayoutRequestsTab;
  requestPage: number;
}

export function parsePayoutsParams(search: URLSearchParams): PayoutsPageState {
  const status = blockchainPayoutStatusSchema.safeParse(search.get('request_status'));
  return {
    page: readPage(search),
    requestStatus: status.success ? status.data : 'all',
    requestPage: readPage(search, 'request_page'),
  };
}

export function serializePayoutsParams(params: PayoutsPageState, base?: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(base);
  writePage(next, params.page);
  if (params.requestStatus === 'all') next.delete('request_status');
  else next.set('request_status', params.requestStatus);
  writePage(next, params.requestPage, 'request_page');
  return next;
}

export type UnallocatedFundsTab = 'all' | UnallocatedFunds['status'];

/** /platform/unallocated: the status tab (what waits for a decision by default) and the page. */
export interface UnallocatedFundsPageState {
  status: UnallocatedFundsTab;
  page: number;
}

const defaultUnallocatedStatus: UnallocatedFundsTab = 'unallocated';

export function parseUnallocatedFundsParams(search: URLSearchParams): UnallocatedFundsPageState {
  const value = search.get('status');
  const status = unallocatedFundsStatusSchema.safeParse(value);
  return {
    status: value === 'all' ? 'all' : status.success ? status.data : defaultUnallocatedStatus,
    page: readPage(search),
  };
}

export function serializeUnallocatedFundsParams(
  params: UnallocatedFundsPageState,
  base?: URLSearchParams,
): URLSearchParams {
  const next = new URLSearchParams(base);
  if (params.status === defaultUnallocatedStatus) next.delete('status');
  else next.set('status', params.status);
  writePage(next, params.page);
  return next;
}
