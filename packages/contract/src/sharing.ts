import { z } from 'zod';
import { paginated, paginationQuerySchema } from './monitoring.js';
import { percentSchema, poolDaySchema, satoshiSchema, walletChangeCodeSchema } from './money.js';

/**
 * Money that moves between miner accounts (product §3 "Profit split", "Profit sharing
 * type", §5, §9): profit splits a donor gives, and referrals.
 */

export const profitSharingTypeSchema = z.enum(['profit_sharing', 'referral']);
export type ProfitSharingType = z.infer<typeof profitSharingTypeSchema>;

/** Where a schedule item stands today: before it starts, in force, or over. */
export const profitSharingStatusSchema = z.enum(['scheduled', 'current', 'past']);
export type ProfitSharingStatus = z.infer<typeof profitSharingStatusSchema>;

/** One item of a donor's split to a recipient: in force from its start date until the next item of the pair. */
export const profitSharingSchema = z.object({
  recipient_id: z.string(),
  recipient_account_name: z.string(),
  /** Above 0; a stop is not an item, it ends the one before (end_date). */
  percent: percentSchema,
  start_date: poolDaySchema,
  /** The day the next item (a change or a stop) starts; null while none follows. */
  end_date: poolDaySchema.nullable(),
  sharing_type: profitSharingTypeSchema,
  status: profitSharingStatusSchema,
});
export type ProfitSharing = z.infer<typeof profitSharingSchema>;

export const profitSharingsResponseSchema = z.object({
  /** Every item of every recipient: scheduled first, then current, then past, newest first within each. */
  data: z.array(profitSharingSchema),
  /** Σ percent in force today and from tomorrow (at most 100). */
  total_today: percentSchema,
  total_tomorrow: percentSchema,
  /** The day a change made now starts (00:00 UTC tomorrow). */
  changes_start: poolDaySchema,
});
export type ProfitSharingsResponse = z.infer<typeof profitSharingsResponseSchema>;

/**
 * PUT /miners/{donor}/profit-sharings/{recipient}: the percent from 00:00 UTC tomorrow. A new
 * or raised split gives money away, so it is confirmed like a payout-address change: a fresh
 * second factor, or for a user without one the code e-mailed for exactly this split.
 */
export const putProfitSharingBodySchema = z.object({
  percent: percentSchema,
  /** Needed to create or raise a split when the user has no second factor (403 confirmation_code_required without). */
  code: walletChangeCodeSchema.optional(),
});
export type PutProfitSharingBody = z.infer<typeof putProfitSharingBodySchema>;
/** POST /miners/{donor}/profit-sharings/{recipient}/confirmation-codes: e-mails a code for this split. */
export const profitSharingCodeBodySchema = z.object({ percent: percentSchema });
export type ProfitSharingCodeBody = z.infer<typeof profitSharingCodeBodySchema>;

export const profitSharingPairParamsSchema = z.object({ donor: z.uuid(), recipient: z.uuid() });
export const profitSharingDonorParamsSchema = z.object({ donor: z.uuid() });

// ---------------------------------------------------------------------------
// Referrals

/** A miner account's referral code and the path a new user registers through with it. */
export const referrerCodeSchema = z.object({
  code: z.string(),
  /** `/auth/registration?ref=CODE`: the app prefixes its own origin. */
  share_path: z.string(),
  created_at: z.iso.datetime(),
});
export const referrerCodesResponseSchema = z.object({ data: z.array(referrerCodeSchema) });
export type ReferrerCodesResponse = z.infer<typeof referrerCodesResponseSchema>;

/** An account the miner account referred, with what it earned the referrer. */
export const referralSchema = z.object({
  miner_id: z.string(),
  account_name: z.string(),
  created_at: z.iso.datetime(),
  /** The first pool day the referrer no longer earns on it. */
  ends_on: poolDaySchema,
  hash_rate_24h: z.number().nonnegative(),
  /** Referral income from this account, all time, in satoshi. */
  earned: satoshiSchema,
});
export type Referral = z.infer<typeof referralSchema>;

export const referralsQuerySchema = paginationQuerySchema;
export const referralsResponseSchema = paginated(referralSchema).extend({
  totals: z.object({ accounts: z.number().int().nonnegative(), earned: satoshiSchema }),
  /** The referral terms: the referrer's percent of the pool fee, for this many days. */
  share_percent: percentSchema,
  days: z.number().int().nonnegative(),
});
export type ReferralsResponse = z.infer<typeof referralsResponseSchema>;
