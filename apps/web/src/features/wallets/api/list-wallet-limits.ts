import { parseList } from '@/lib/parse-list';
import { queryOptions } from '@tanstack/react-query';
import { walletLimitsResponseSchema } from '@pool/contract';
import { api } from '@/lib/api-client';
import type { WalletLimitKind } from './create-wallet-limit';
import { walletKeys } from './keys';

/** The history lists show the latest changes only; older ones matter little for settings. */
export const walletHistorySize = 10;

/** GET /wallets/{wallet_id}/min-payments or /max-payments: the latest limits, newest first. */
export async function listWalletLimits(walletId: string, kind: WalletLimitKind, signal?: AbortSignal) {
  const body = await api(`GET /wallets/{wallet_id}/${kind}`, {
    params: { wallet_id: walletId },
    query: { per_page: walletHistorySize },
    signal,
  });
  return parseList(walletLimitsResponseSchema, body);
}

export const walletLimitsQueryOptions = (minerId: string, walletId: string, kind: WalletLimitKind) =>
  queryOptions({
    queryKey: walletKeys.limits(minerId, walletId, kind),
    queryFn: ({ signal }) => listWalletLimits(walletId, kind, signal),
  });
