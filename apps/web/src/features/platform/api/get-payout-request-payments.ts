import { parseList } from '@/lib/parse-list';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { payoutRequestPaymentsResponseSchema } from '@pool/contract';
import { apiRequest } from '@/lib/api-client';
import { platformKeys, type PageParams } from './keys';

/** GET /platform/payouts/blockchain-requests/{request_id}/payments: who the request paid what, in which transaction. */
export async function getPayoutRequestPayments(requestId: string, params: PageParams, signal?: AbortSignal) {
  const body = await apiRequest<unknown>(
    `/platform/payouts/blockchain-requests/${encodeURIComponent(requestId)}/payments`,
    { query: { ...params }, signal },
  );
  return parseList(payoutRequestPaymentsResponseSchema, body);
}

export const payoutRequestPaymentsQueryOptions = (requestId: string, params: PageParams) =>
  queryOptions({
    queryKey: platformKeys.payoutRequestPayments(requestId, params),
    queryFn: ({ signal }) => getPayoutRequestPayments(requestId, params, signal),
    placeholderData: keepPreviousData,
  });
