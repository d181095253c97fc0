import { z } from 'zod';
import { percentSchema } from './money.js';
import { paginated, paginationQuerySchema } from './monitoring.js';

/**
 * Promo codes (product §3 "Promo code", §7 "Platform"): the platform makes them, a miner
 * applies one to an account, and the daily reward run charges the pool fee it gives.
 */

export const promoCodeStatusSchema = z.enum(['active', 'inactive']);
export type PromoCodeStatus = z.infer<typeof promoCodeStatusSchema>;
/** welcome: accounts created within `welcomeAccountDays`; loyalty: older accounts; universal: any. */
export const promoCodeTypeSchema = z.enum(['welcome', 'loyalty', 'universal']);
export type PromoCodeType = z.infer<typeof promoCodeTypeSchema>;
/** abs: the final pool fee as a % of rewards; rel: a discount as a % of the fee. */
export const promoFeeTypeSchema = z.enum(['abs', 'rel']);
export type PromoFeeType = z.infer<typeof promoFeeTypeSchema>;

/** A welcome code is for accounts created at most this many days ago. */
export const welcomeAccountDays = 14;
export const promoCodePattern = /^[A-Za-z0-9_-]{3,32}$/;
export const promoDescriptionMaxLength = 500;
export const promoDurationMaxDays = 3650;
export const promoUsersMax = 1000;
const timestamp = z.iso.datetime();

export const promoCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  effective_from: timestamp,
  effective_to: timestamp.nullable(),
  status: promoCodeStatusSchema,
  type: promoCodeTypeSchema,
  fee_type: promoFeeTypeSchema,
  value: percentSchema,
  user_restriction: z.boolean(),
  /** The allowed users of a restricted code, by e-mail. */
  users: z.array(z.object({ email: z.string() })),
  usage_limit: z.number().int().nullable(),
  user_usage_limit: z.number().int().nullable(),
  /** How many times the code was applied. */
  uses: z.number().int(),
  duration_days: z.number().int().nullable(),
  perpetual: z.boolean(),
  description: z.string().nullable(),
  created_at: timestamp,
});
export type PromoCode = z.infer<typeof promoCodeSchema>;

export const promoCodesQuerySchema = paginationQuerySchema.extend({
  status: promoCodeStatusSchema.optional(),
  /** Part of the code or its description, any case. */
  search: z.string().max(100).optional(),
});
export type PromoCodesQuery = z.input<typeof promoCodesQuerySchema>;
export const promoCodesResponseSchema = paginated(promoCodeSchema);

/**
 * POST /platform/promocodes and PUT /platform/promocodes/{id}. Loose types: the service
 * checks the rules and answers each broken one as a field error beside its field.
 */
export const promoCodeBodySchema = z.object({
  code: z.string().max(100),
  effective_from: z.string().max(40),
  effective_to: z.string().max(40).nullable().optional(),
  status: promoCodeStatusSchema,
  type: promoCodeTypeSchema,
  fee_type: promoFeeTypeSchema,
  value: z.string().max(20),
  user_restriction: z.boolean().default(false),
  users: z
    .array(z.object({ email: z.string().max(254) }))
    .max(promoUsersMax)
    .default([]),
  usage_limit: z.number().int().min(-1_000_000_000).max(1_000_000_000).nullable().optional(),
  user_usage_limit: z.number().int().min(-1_000_000_000).max(1_000_000_000).nullable().optional(),
  duration_days: z.number().int().min(-1_000_000).max(1_000_000).nullable().optional(),
  perpetual: z.boolean().default(false),
  description: z
    .string()
    .max(promoDescriptionMaxLength * 2)
    .nullable()
    .optional(),
});
export type PromoCodeBody = z.input<typeof promoCodeBodySchema>;

export const promoCodeParamsSchema = z.object({ id: z.uuid() });
export const generatedPromoCodeSchema = z.object({ code: z.string() });

/** POST /promocodes/apply: a miner applies a code to one of their accounts. */
export const applyPromoCodeBodySchema = z.object({ miner_id: z.uuid(), code: z.string().max(100) });
export type ApplyPromoCodeBody = z.infer<typeof applyPromoCodeBodySchema>;

/** The code in force on an account: what it does to the fee and until when. */
export const promoInForceSchema = z.object({
  code: z.string(),
  fee_type: promoFeeTypeSchema,
  value: percentSchema,
  /** The first pool day it counts for. */
  starts_on: z.iso.date(),
  /** The first pool day it no longer counts for; null: perpetual. */
  ends_on: z.iso.date().nullable(),
});
export type PromoInForce = z.infer<typeof promoInForceSchema>;
/** GET /miners/{miner_id}/promocode: the code in force today, or null. */
export const minerPromoCodeSchema = z.object({ promo: promoInForceSchema.nullable() });
export type MinerPromoCode = z.infer<typeof minerPromoCodeSchema>;

/** Why an apply is refused: the field error code on `code`. */
export const promoRefusalCodes = [
  'promocode_not_found',
  'promocode_inactive',
  'promocode_not_started',
  'promocode_expired',
  'promocode_usage_limit_reached',
  'promocode_user_limit_reached',
  'promocode_not_allowed',
  'promocode_welcome_only',
  'promocode_loyalty_only',
  'promocode_already_applied',
] as const;
export type PromoRefusalCode = (typeof promoRefusalCodes)[number];
