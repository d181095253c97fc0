import { queryOptions } from '@tanstack/react-query';
import type { NextPayout } from '@pool/contract';
import { accountPath, type AccountRef } from '@/lib/account';
import { apiRequest } from '@/lib/api-client';
import { paymentKeys } from './keys';

/** GET /miners/{id}/next-payout: when the next payout run pays the account, and how much at today's balance. */
export async function getNextPayout(account: AccountRef, signal?: AbortSignal): Promise<NextPayout> {
  return apiRequest<NextPayout>(`${accountPath(account)}/next-payout`, { signal });
}

export const nextPayoutQueryOptions = (account: AccountRef) =>
  queryOptions({
    queryKey: paymentKeys.nextPayout(account),
    queryFn: ({ signal }) => getNextPayout(account, signal),
    // No clock of its own: it changes with the money (the 09:00 UTC reward run, the 14:00
    // payout run), and reloads with the other money figures when the money version does.
  });
