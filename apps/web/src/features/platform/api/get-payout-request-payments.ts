import { parseList } from '@/lib/parse-list';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { payoutRequestPaymentsResponseSchema } from '@pool/contract';
import { api } from '@/lib/api-client';
import { platformKeys, type PageParams } from './keys';

/** GET /platform/payouts/blockchain-requests/{request_id}/payments: who the request paid what, in which transaction. */
export async function getPayoutRequestPayments(requestId: string, params: PageParams, signal?: AbortSignal) {
  const body = await api('GET /platform/payouts/blockchain-requests/{request_id}/payments', {
    params: { request_id: requestId },
    query: { ...params },
    signal,
  });
  return parseList(payoutRequestPaymentsResponseSchema, body);
}

export const payoutRequestPaymentsQueryOptions = (requestId: string, params: PageParams) =>
  queryOptions({
    queryKey: platformKeys.payoutRequestPayments(requestId, params),
    queryFn: ({ signal }) => getPayoutRequestPayments(requestId, params, signal),
    placeholderData: keepPreviousData,
  });
