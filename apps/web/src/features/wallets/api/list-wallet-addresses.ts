import { parseList } from '@/lib/parse-list';
import { queryOptions } from '@tanstack/react-query';
import { walletAddressesResponseSchema } from '@pool/contract';
import { api } from '@/lib/api-client';
import { walletHistorySize } from './list-wallet-limits';
import { walletKeys } from './keys';

/** GET /wallets/{wallet_id}/addresses: the latest addresses, newest first; `current` marks the one in force. */
export async function listWalletAddresses(walletId: string, signal?: AbortSignal) {
  const body = await api('GET /wallets/{wallet_id}/addresses', {
    params: { wallet_id: walletId },
    query: { per_page: walletHistorySize },
    signal,
  });
  return parseList(walletAddressesResponseSchema, body);
}

export const walletAddressesQueryOptions = (minerId: string, walletId: string) =>
  queryOptions({
    queryKey: walletKeys.addresses(minerId, walletId),
    queryFn: ({ signal }) => listWalletAddresses(walletId, signal),
  });
