import { queryOptions } from '@tanstack/react-query';
import type { PayoutWallet } from '@pool/contract';
import { api } from '@/lib/api-client';
import { platformKeys } from './keys';

/** GET /platform/payouts/wallet: the hot wallet's balance against what is owed, and the last run's problem. */
export async function getPayoutWallet(signal?: AbortSignal): Promise<PayoutWallet> {
  return api('GET /platform/payouts/wallet', { signal });
}

export const payoutWalletQueryOptions = queryOptions({
  queryKey: platformKeys.payoutWallet,
  queryFn: ({ signal }) => getPayoutWallet(signal),
});
