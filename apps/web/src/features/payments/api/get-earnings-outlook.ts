import { queryOptions } from '@tanstack/react-query';
import type { EarningsOutlook } from '@pool/contract';
import { kindAmong, type AccountRef } from '@/lib/account';
import { api } from '@/lib/api-client';
import { paymentKeys } from './keys';

/** GET /miners/{id}/earnings-outlook: yesterday's reward, today's estimate, a day's at the 24-hour hashrate. */
export async function getEarningsOutlook(account: AccountRef, signal?: AbortSignal): Promise<EarningsOutlook> {
  return api(`GET /${kindAmong(account, ['miners'])}/{id}/earnings-outlook`, { params: { id: account.id }, signal });
}

export const earningsOutlookQueryOptions = (account: AccountRef) =>
  queryOptions({
    queryKey: paymentKeys.earningsOutlook(account),
    queryFn: ({ signal }) => getEarningsOutlook(account, signal),
    // Today's estimate grows with the hashrate the server rolls up every minute.
    refetchInterval: 60_000,
  });
