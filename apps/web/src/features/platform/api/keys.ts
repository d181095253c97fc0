import type { BlockchainPayoutStatus, UnallocatedFunds } from '@pool/contract';

/**
 * Rows per page of every platform list: a screenful of a daily table (three weeks of
 * rates or payout days) without scrolling past the actions.
 */
export const platformPageSize = 20;

/** A page of a platform list. */
export interface PageParams {
  page: number;
  per_page: number;
}

export type PayoutRequestsParams = PageParams & { status?: BlockchainPayoutStatus };
export type UnallocatedFundsParams = PageParams & { status?: UnallocatedFunds['status'] };

/**
 * Query keys of the platform area. Platform calls belong to no account, so everything
 * hangs off `['platform']`; an action invalidates the prefix of the list it changed.
 */
export const platformKeys = {
  rewardRates: ['platform', 'rewards', 'rates'] as const,
  rewardRatePage: (params: PageParams) => ['platform', 'rewards', 'rates', params] as const,
  externalRateSources: ['platform', 'rewards', 'external-rate-sources'] as const,
  payoutSchedule: ['platform', 'payouts', 'schedule'] as const,
  payoutSchedulePage: (params: PageParams) => ['platform', 'payouts', 'schedule', params] as const,
  payoutRequests: ['platform', 'payouts', 'blockchain-requests'] as const,
  payoutRequestPage: (params: PayoutRequestsParams) => ['platform', 'payouts', 'blockchain-requests', params] as const,
  payoutRequestPayments: (requestId: string, params: PageParams) =>
    ['platform', 'payouts', 'blockchain-requests', requestId, 'payments', params] as const,
  payoutWallet: ['platform', 'payouts', 'wallet'] as const,
  nextPayoutRun: ['platform', 'payouts', 'next-run'] as const,
  unallocatedFunds: ['platform', 'rewards', 'unallocated-funds'] as const,
  unallocatedFundsPage: (params: UnallocatedFundsParams) =>
    ['platform', 'rewards', 'unallocated-funds', params] as const,
};
