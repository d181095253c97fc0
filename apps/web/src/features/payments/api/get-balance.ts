import { queryOptions } from '@tanstack/react-query';
import { balanceSchema, type Balance } from '@pool/contract';
import { accountPath, type AccountRef } from '@/lib/account';
import { apiRequest } from '@/lib/api-client';
import { paymentKeys } from './keys';

/** GET …/{id}/balance: what the account holds and what is on its way out. */
export async function getBalance(account: AccountRef, signal?: AbortSignal): Promise<Balance> {
  return balanceSchema.parse(await apiRequest<unknown>(`${accountPath(account)}/balance`, { signal }));
}

export const balanceQueryOptions = (account: AccountRef) =>
  queryOptions({ queryKey: paymentKeys.balance(account), queryFn: ({ signal }) => getBalance(account, signal) });
