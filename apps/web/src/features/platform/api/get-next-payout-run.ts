import { queryOptions } from '@tanstack/react-query';
import type { NextRunPreview } from '@pool/contract';
import { api } from '@/lib/api-client';
import { platformKeys } from './keys';

/** GET /platform/payouts/next-run: what the next 14:00 UTC run would pay at today's balances. */
export async function getNextPayoutRun(signal?: AbortSignal): Promise<NextRunPreview> {
  return api('GET /platform/payouts/next-run', { signal });
}

export const nextPayoutRunQueryOptions = queryOptions({
  queryKey: platformKeys.nextPayoutRun,
  queryFn: ({ signal }) => getNextPayoutRun(signal),
});
