import { queryOptions } from '@tanstack/react-query';
import { taxIncomeSchema, type TaxIncome, type TaxIncomeBasis } from '@pool/contract';
import { kindAmong, type AccountRef } from '@/lib/account';
import { api } from '@/lib/api-client';

/** GET /miners/{id}/tax-income?year=&basis=: the year's income per month, each day at its recorded BTC/RUB price. */
export async function getTaxIncome(
  account: AccountRef,
  year: number,
  basis: TaxIncomeBasis,
  signal?: AbortSignal,
): Promise<TaxIncome> {
  const body = await api(`GET /${kindAmong(account, ['miners'])}/{id}/tax-income`, {
    params: { id: account.id },
    query: { year, basis },
    signal,
  });
  return taxIncomeSchema.parse(body);
}

export const taxIncomeQueryOptions = (account: AccountRef, year: number, basis: TaxIncomeBasis) =>
  queryOptions({
    queryKey: [account.kind, account.id, 'tax-income', year, basis] as const,
    queryFn: ({ signal }) => getTaxIncome(account, year, basis, signal),
  });
