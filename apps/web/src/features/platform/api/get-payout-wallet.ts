import { queryOptions } from '@tanstack/react-query';
import { payoutWalletSchema, type PayoutWallet } from '@pool/contract';
import { apiRequest } from '@/lib/api-client';
import { platformKeys } from './keys';

/** GET /platform/payouts/wallet: the hot wallet's balance against what is owed, and the last run's problem. */
export async function getPayoutWallet(signal?: AbortSignal): Promise<PayoutWallet> {
  return payoutWalletSchema.parse(await apiRequest<unknown>('/platform/payouts/wallet', { signal }));
}

export const payoutWalletQueryOptions = queryOptions({
  queryKey: platformKeys.payoutWallet,
  queryFn: ({ signal }) => getPayoutWallet(signal),
});
