import { walletChangeCodeSentSchema, type CreateWalletChangeCodeBody, type WalletChangeCodeSent } from '@pool/contract';
import { api } from '@/lib/api-client';

/**
 * POST /wallets/{wallet_id}/confirmation-codes: e-mails the user a six-digit code for this
 * one change (users without a second factor confirm wallet changes with it).
 */
export async function sendWalletChangeCode(
  walletId: string,
  body: CreateWalletChangeCodeBody,
): Promise<WalletChangeCodeSent> {
  const answer = await api('POST /wallets/{wallet_id}/confirmation-codes', { params: { wallet_id: walletId }, body });
  return walletChangeCodeSentSchema.parse(answer);
}
