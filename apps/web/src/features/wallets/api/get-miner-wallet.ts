import { queryOptions } from '@tanstack/react-query';
import { minerDetailSchema, type Wallet } from '@pool/contract';
import { api } from '@/lib/api-client';
import { walletKeys } from './keys';

/** GET /miners/{id}: the account with its wallets; product §3 says the first one is used. */
export async function getMinerWallet(minerId: string, signal?: AbortSignal): Promise<Wallet | null> {
  const body = await api('GET /miners/{id}', { params: { id: minerId }, signal });
  return minerDetailSchema.parse(body).wallets[0] ?? null;
}

export const minerWalletQueryOptions = (minerId: string) =>
  queryOptions({
    queryKey: walletKeys.wallet(minerId),
    queryFn: ({ signal }) => getMinerWallet(minerId, signal),
  });
