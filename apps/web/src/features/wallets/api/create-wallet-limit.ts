import type { z } from 'zod';
import type { createWalletLimitBodySchema } from '@pool/contract';
import { api } from '@/lib/api-client';

/** The two payout limits of a wallet, by their path segment. */
export type WalletLimitKind = 'min-payments' | 'max-payments';

/**
 * POST /wallets/{wallet_id}/min-payments or /max-payments: a new limit in satoshi (a
 * maximum of 0 lifts the limit). A fresh second factor, or the e-mailed code, as for addresses.
 */
export function createWalletLimit(
  walletId: string,
  kind: WalletLimitKind,
  body: z.input<typeof createWalletLimitBodySchema>,
) {
  return api(`POST /wallets/{wallet_id}/${kind}`, { params: { wallet_id: walletId }, body });
}
