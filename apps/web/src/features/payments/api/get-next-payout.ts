import { queryOptions } from '@tanstack/react-query';
import type { NextPayout } from '@pool/contract';
import { kindAmong, type AccountRef } from '@/lib/account';
import { api } from '@/lib/api-client';
import { paymentKeys } from './keys';

/** GET /miners/{id}/next-payout: when the next payout run pays the account, and how much at today's balance. */
export async function getNextPayout(account: AccountRef, signal?: AbortSignal): Promise<NextPayout> {
  return api(`GET /${kindAmong(account, ['miners'])}/{id}/next-payout`, { params: { id: account.id }, signal });
}

export const nextPayoutQueryOptions = (account: AccountRef) =>
  queryOptions({
    queryKey: paymentKeys.nextPayout(account),
    queryFn: ({ signal }) => getNextPayout(account, signal),
    // No clock of its own: it changes with the money (the 09:00 UTC reward run, the 14:00
    // payout run), and reloads with the other money figures when the money version does.
  });
