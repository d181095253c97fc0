import { parseList } from '@/lib/parse-list';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { payoutScheduleResponseSchema } from '@pool/contract';
import { api } from '@/lib/api-client';
import { platformKeys, type PageParams } from './keys';

/** GET /platform/payouts/schedule: the daily payout runs, newest first, the current one included. */
export async function getPayoutSchedule(params: PageParams, signal?: AbortSignal) {
  const body = await api('GET /platform/payouts/schedule', { query: { ...params }, signal });
  return parseList(payoutScheduleResponseSchema, body);
}

export const payoutScheduleQueryOptions = (params: PageParams) =>
  queryOptions({
    queryKey: platformKeys.payoutSchedulePage(params),
    queryFn: ({ signal }) => getPayoutSchedule(params, signal),
    placeholderData: keepPreviousData,
  });
