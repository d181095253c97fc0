import type { ReferralsResponse, ReferrerCodesResponse } from '@pool/contract';
import type { RequestContext } from '../../auth/actor.js';
import type { AccessPolicy } from '../../auth/policy.js';
import type { ReferralTerms } from '../terms/index.js';
import type { ReferralsRepository } from './referrals-repository.js';

/**
 * Referrals (product §3 "Profit sharing type: referral"): each miner account has a code;
 * an account registered through its link records the referrer, who then earns the pool's
 * referral share of the pool fee on it for the configured days (the reward run pays it).
 */
export class ReferralsService {
  constructor(
    private readonly repository: ReferralsRepository,
    private readonly policy: AccessPolicy,
    private readonly terms: ReferralTerms,
  ) {}

  /** GET /miners/{id}/referrer-codes: the account's code (made on first read) and its link. */
  async codes(ctx: RequestContext, minerId: string): Promise<ReferrerCodesResponse> {
    const miner = await this.policy.authorize(ctx, 'miner', minerId, 'referrals');
    const { code, created_at } = await this.repository.codeOf(miner.id);
    return {
      data: [{ code, share_path: `/auth/registration?ref=${code}`, created_at: created_at.toISOString() }],
    };
  }

  /** GET /miners/{id}/referrals: the accounts it referred, newest first, with totals and the terms. */
  async referrals(
    ctx: RequestContext,
    minerId: string,
    page: { page: number; per_page: number },
  ): Promise<ReferralsResponse> {
    const miner = await this.policy.authorize(ctx, 'miner', minerId, 'referrals');
    const { rows, total, earned } = await this.repository.referred(miner.id, this.terms.days, page);
    return {
      data: rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
      pagination: { page: page.page, per_page: page.per_page, total },
      totals: { accounts: total, earned },
      share_percent: this.terms.sharePercent,
      days: this.terms.days,
    };
  }
}
