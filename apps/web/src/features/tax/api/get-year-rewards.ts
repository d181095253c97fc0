import { queryOptions } from '@tanstack/react-query';
import { maxPerPage, paymentsResponseSchema } from '@pool/contract';
import { accountPath, type AccountRef } from '@/lib/account';
import { apiRequest } from '@/lib/api-client';

/** The rewards of each month of a year, satoshi, January first. */
export type MonthlySatoshi = readonly bigint[];

/** A safety stop: 20 pages of 1,000 rewards are decades of daily rewards. */
const maxPages = 20;

/**
 * GET /miners/{id}/payments?type=reward, newest first, page by page until the year is
 * behind: the account's rewards of a year summed per month of their crediting (UTC), the
 * moment the income is received. Canceled ones are left out.
 */
export async function getYearRewards(account: AccountRef, year: number, signal?: AbortSignal): Promise<MonthlySatoshi> {
  const months = Array.from({ length: 12 }, () => 0n);
  for (let page = 1; page <= maxPages; page += 1) {
    const body = paymentsResponseSchema.parse(
      await apiRequest<unknown>(`${accountPath(account)}/payments`, {
        query: { type: 'reward', page, per_page: maxPerPage },
        signal,
      }),
    );
    let olderThanYear = false;
    for (const payment of body.data) {
      const credited = new Date(payment.created_at);
      const paymentYear = credited.getUTCFullYear();
      if (paymentYear < year) olderThanYear = true;
      if (paymentYear !== year || payment.status === 'canceled' || payment.type !== 'reward') continue;
      const month = credited.getUTCMonth();
      months[month] = months[month]! + BigInt(payment.amount);
    }
    if (olderThanYear || body.data.length === 0 || page * body.pagination.per_page >= body.pagination.total) break;
  }
  return months;
}

export const yearRewardsQueryOptions = (account: AccountRef, year: number) =>
  queryOptions({
    queryKey: [account.kind, account.id, 'payments', 'rewards-by-month', year] as const,
    queryFn: ({ signal }) => getYearRewards(account, year, signal),
  });
