import { createMinerResponseSchema } from '@pool/contract';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /miners: the first miner account of a user without permissions (/auth/name), with
 * the referral code of the link they came by, if any.
 */
export function createMiner(accountName: string, referralCode?: string | null) {
  return apiRequest<unknown>('/miners', {
    method: 'POST',
    body: { account_name: accountName, ...(referralCode ? { referral_code: referralCode } : {}) },
  }).then((body) => createMinerResponseSchema.parse(body));
}
