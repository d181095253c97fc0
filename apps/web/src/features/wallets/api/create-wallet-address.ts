import type { z } from 'zod';
import type { createWalletAddressBodySchema } from '@pool/contract';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /wallets/{wallet_id}/addresses: the new payout address; payouts pause for a day.
 * The server may want a fresh second factor first: the api client asks for it and retries.
 */
export function createWalletAddress(walletId: string, body: z.input<typeof createWalletAddressBodySchema>) {
  return apiRequest<unknown>(`/wallets/${encodeURIComponent(walletId)}/addresses`, { method: 'POST', body });
}
