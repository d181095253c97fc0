import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { DailyEarningsResponse, PaymentPeriod } from '@pool/contract';
import type { AccountRef } from '@/lib/account';
import { api } from '@/lib/api-client';
import { paymentKeys } from './keys';

/**
 * GET …/{id}/daily-earnings: what the account earned per pool day (UTC), every day of the
 * period up to yesterday, summed on the server (a long period is a few hundred rows, not every payment).
 */
export async function getDailyEarnings(
  account: AccountRef,
  period: PaymentPeriod | undefined,
  signal?: AbortSignal,
): Promise<DailyEarningsResponse> {
  const body = await api(`GET /${account.kind}/{id}/daily-earnings`, {
    params: { id: account.id },
    query: period ? { period } : {},
    signal,
  });
  // The rows' check loads with the answer: a pool's or operator's dashboard reads the last
  // 30 days on a first visit, whose scripts keep the schema library out.
  const { parseDailyEarnings } = await import('./daily-earnings-rows');
  return parseDailyEarnings(body);
}

export const dailyEarningsQueryOptions = (account: AccountRef, period: PaymentPeriod | undefined) =>
  queryOptions({
    queryKey: paymentKeys.dailyEarnings(account, period),
    queryFn: ({ signal }) => getDailyEarnings(account, period, signal),
    placeholderData: keepPreviousData,
  });
