import { parseList } from '@/lib/parse-list';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { paymentsResponseSchema, type PaymentsResponse } from '@pool/contract';
import type { AccountRef } from '@/lib/account';
import { api } from '@/lib/api-client';
import { pageSizeOf, type PaymentsParams } from '../payments-search-params';
import { paymentKeys } from './keys';

/** GET …/{id}/payments: one page of the account's payments, newest first, filtered on the server. */
export async function getPayments(
  account: AccountRef,
  params: PaymentsParams,
  signal?: AbortSignal,
): Promise<PaymentsResponse> {
  const body = await api(`GET /${account.kind}/{id}/payments`, {
    params: { id: account.id },
    query: { ...params, per_page: pageSizeOf(params) },
    signal,
  });
  return parseList(paymentsResponseSchema, body);
}

export const paymentsQueryOptions = (account: AccountRef, params: PaymentsParams) =>
  queryOptions({
    queryKey: paymentKeys.list(account, params),
    queryFn: ({ signal }) => getPayments(account, params, signal),
    placeholderData: keepPreviousData,
  });
