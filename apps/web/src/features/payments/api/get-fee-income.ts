import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { FeeIncomeQuery, FeeIncomeResponse } from '@pool/contract';
import type { AccountRef } from '@/lib/account';
import { api } from '@/lib/api-client';
import { paymentKeys } from './keys';

/**
 * GET /operators/{id}/fee-income: the operator's fee per customer and per pool day of the
 * range (the last 30 days without one), summed on the server, with the total.
 */
export async function getFeeIncome(
  operator: AccountRef,
  query: FeeIncomeQuery,
  signal?: AbortSignal,
): Promise<FeeIncomeResponse> {
  return api('GET /operators/{id}/fee-income', { params: { id: operator.id }, query: { ...query }, signal });
}

export const feeIncomeQueryOptions = (operator: AccountRef, query: FeeIncomeQuery) =>
  queryOptions({
    queryKey: paymentKeys.feeIncome(operator, query),
    queryFn: ({ signal }) => getFeeIncome(operator, query, signal),
    placeholderData: keepPreviousData,
  });
