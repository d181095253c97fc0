import { walletChangeCodeSentSchema, type WalletChangeCodeSent } from '@pool/contract';
import { api } from '@/lib/api-client';

/**
 * POST /miners/{donor}/profit-sharings/{recipient}/confirmation-codes: e-mails the user a
 * six-digit code for this new or raised split (users without a second factor confirm with it).
 */
export async function sendProfitSharingCode(
  donorId: string,
  recipientId: string,
  percent: string,
): Promise<WalletChangeCodeSent> {
  const answer = await api('POST /miners/{donor}/profit-sharings/{recipient}/confirmation-codes', {
    params: { donor: donorId, recipient: recipientId },
    body: { percent },
  });
  return walletChangeCodeSentSchema.parse(answer);
}
