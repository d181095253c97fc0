import { queryOptions } from '@tanstack/react-query';
import type { Balance } from '@pool/contract';
import { accountPath, type AccountRef } from '@/lib/account';
import { apiRequest } from '@/lib/api-client';
import { paymentKeys } from './keys';

/** GET …/{id}/balance: what the account holds and what is on its way out. */
export async function getBalance(account: AccountRef, signal?: AbortSignal): Promise<Balance> {
  return apiRequest<Balance>(`${accountPath(account)}/balance`, { signal });
}

export const balanceQueryOptions = (account: AccountRef) =>
  queryOptions({ queryKey: paymentKeys.balance(account), queryFn: ({ signal }) => getBalance(account, signal) });
