import { queryOptions } from '@tanstack/react-query';
import type { ProcessingEarnings } from '@pool/contract';
import type { AccountRef } from '@/lib/account';
import { api } from '@/lib/api-client';
import { paymentKeys } from './keys';

/** The estimate grows with the day's hashrate, which the server rolls up every minute. */
const estimateRefreshMs = 60_000;

/** GET …/{id}/processing-earnings: today's estimated earnings, credited at 09:00 UTC tomorrow. */
export async function getProcessingEarnings(account: AccountRef, signal?: AbortSignal): Promise<ProcessingEarnings> {
  return api(`GET /${account.kind}/{id}/processing-earnings`, { params: { id: account.id }, signal });
}

export const processingEarningsQueryOptions = (account: AccountRef) =>
  queryOptions({
    queryKey: paymentKeys.processingEarnings(account),
    queryFn: ({ signal }) => getProcessingEarnings(account, signal),
    refetchInterval: estimateRefreshMs,
  });
