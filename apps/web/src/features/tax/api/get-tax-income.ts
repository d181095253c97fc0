import { queryOptions } from '@tanstack/react-query';
import { taxIncomeSchema, type TaxIncome } from '@pool/contract';
import { accountPath, type AccountRef } from '@/lib/account';
import { apiRequest } from '@/lib/api-client';

/** GET /miners/{id}/tax-income?year=: the year's income per month, each day at its recorded BTC/RUB price. */
export async function getTaxIncome(account: AccountRef, year: number, signal?: AbortSignal): Promise<TaxIncome> {
  const body = await apiRequest<unknown>(`${accountPath(account)}/tax-income`, { query: { year }, signal });
  return taxIncomeSchema.parse(body);
}

export const taxIncomeQueryOptions = (account: AccountRef, year: number) =>
  queryOptions({
    queryKey: [account.kind, account.id, 'tax-income', year] as const,
    queryFn: ({ signal }) => getTaxIncome(account, year, signal),
  });
