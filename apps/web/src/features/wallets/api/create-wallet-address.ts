import type { z } from 'zod';
import type { createWalletAddressBodySchema } from '@pool/contract';
import { api } from '@/lib/api-client';

/**
 * POST /wallets/{wallet_id}/addresses: the new payout address; payouts pause for a day.
 * The server may want a fresh second factor first: the api client asks for it and retries;
 * a user without one sends the code e-mailed for the change (403 confirmation_code_required without).
 */
export function createWalletAddress(walletId: string, body: z.input<typeof createWalletAddressBodySchema>) {
  return api('POST /wallets/{wallet_id}/addresses', { params: { wallet_id: walletId }, body });
}
