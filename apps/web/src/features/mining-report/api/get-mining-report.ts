import { queryOptions } from '@tanstack/react-query';
import { miningReportSchema, type MiningReport } from '@pool/contract';
import { kindAmong, type AccountRef } from '@/lib/account';
import { api } from '@/lib/api-client';

/** GET /miners/{id}/mining-report?month=YYYY-MM: the month's days, totals, balances and payouts. */
export async function getMiningReport(account: AccountRef, month: string, signal?: AbortSignal): Promise<MiningReport> {
  return miningReportSchema.parse(
    await api(`GET /${kindAmong(account, ['miners'])}/{id}/mining-report`, {
      params: { id: account.id },
      query: { month },
      signal,
    }),
  );
}

export const miningReportQueryOptions = (account: AccountRef, month: string) =>
  queryOptions({
    queryKey: [account.kind, account.id, 'mining-report', month] as const,
    queryFn: ({ signal }) => getMiningReport(account, month, signal),
  });
