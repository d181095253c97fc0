import { createMinerResponseSchema } from '@pool/contract';
import { api } from '@/lib/api-client';

/**
 * POST /miners: the first miner account of a user without permissions (/auth/name), with
 * the referral code of the link they came by and the operator hub they registered at, if any.
 */
export function createMiner(
  accountName: string,
  cameBy: { referralCode?: string | null; operatorTitle?: string | null } = {},
) {
  return api('POST /miners', {
    body: {
      account_name: accountName,
      ...(cameBy.referralCode ? { referral_code: cameBy.referralCode } : {}),
      ...(cameBy.operatorTitle ? { operator_title: cameBy.operatorTitle } : {}),
    },
  }).then((body) => createMinerResponseSchema.parse(body));
}
