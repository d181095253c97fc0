import { parseList } from '@/lib/parse-list';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { blockchainPayoutRequestsResponseSchema } from '@pool/contract';
import { api } from '@/lib/api-client';
import { platformKeys, type PayoutRequestsParams } from './keys';

/** GET /platform/payouts/blockchain-requests: the payout transactions, newest first, optionally of one status. */
export async function getBlockchainPayoutRequests(params: PayoutRequestsParams, signal?: AbortSignal) {
  const body = await api('GET /platform/payouts/blockchain-requests', { query: { ...params }, signal });
  return parseList(blockchainPayoutRequestsResponseSchema, body);
}

export const blockchainPayoutRequestsQueryOptions = (params: PayoutRequestsParams) =>
  queryOptions({
    queryKey: platformKeys.payoutRequestPage(params),
    queryFn: ({ signal }) => getBlockchainPayoutRequests(params, signal),
    placeholderData: keepPreviousData,
  });
