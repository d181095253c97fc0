import { walletChangeCodeSentSchema, type CreateWalletChangeCodeBody, type WalletChangeCodeSent } from '@pool/contract';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /wallets/{wallet_id}/confirmation-codes: e-mails the user a six-digit code for this
 * one change (users without a second factor confirm wallet changes with it).
 */
export async function sendWalletChangeCode(
  walletId: string,
  body: CreateWalletChangeCodeBody,
): Promise<WalletChangeCodeSent> {
  const answer = await apiRequest<unknown>(`/wallets/${encodeURIComponent(walletId)}/confirmation-codes`, {
    method: 'POST',
    body,
  });
  return walletChangeCodeSentSchema.parse(answer);
}
