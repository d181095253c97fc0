import { z } from 'zod';
import { exportRangeSchema } from './export-range.js';
import { maxSatoshi } from './money-constants.js';
import { minerAccountSchema, paginated, paginationQuerySchema } from './monitoring.js';

/**
 * Money (product §3, §7 "Miners and workers" wallets/payments/fees, "Platform", §9).
 *
 * - Amounts are integer satoshi (JSON numbers; 2.1e15 fits a double exactly). BTC
 *   formatting happens only in the app.
 * - Percentages (fees) are decimal strings of a percent with at most two decimals,
 *   "0.9" meaning 0.9 %. The server computes with them exactly (numeric / bigint).
 * - A pool day is `YYYY-MM-DD`, 00:00–00:00 UTC. Times are ISO-8601 UTC.
 */

export const satoshiSchema = z.number().int().min(0).max(maxSatoshi);

/** A percent, 0–100, with at most two decimals: "0.9", "12.5", "100". */
export const percentSchema = z.string().regex(/^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/, { message: 'percent' });

export const poolDaySchema = z.iso.date();
const timestamp = z.iso.datetime();

/** The advertised pool fee (product §9), the default of every fee schedule. */
export const defaultPoolFeePercent = '0.9';
/** A changed payout address pauses that wallet's payouts for a day (product §9). */
export const addressChangePauseHours = 24;
/** Export periods (product §7, §9). */
export const paymentPeriodSchema = z.enum(['P7D', 'P30D', 'P90D']);
export type PaymentPeriod = z.infer<typeof paymentPeriodSchema>;
export const paymentPeriodDays: Record<PaymentPeriod, number> = { P7D: 7, P30D: 30, P90D: 90 };

// ---------------------------------------------------------------------------
// Payments

export const paymentTypeSchema = z.enum([
  'reward',
  'payout',
  'profit_sharing',
  'virtual_mining_transfer',
  'virtual_mining_reward',
  'virtual_mining_topup',
  'transfer',
]);
export type PaymentType = z.infer<typeof paymentTypeSchema>;
export const paymentDirectionSchema = z.enum(['incoming', 'outgoing']);
export type PaymentDirection = z.infer<typeof paymentDirectionSchema>;
export const paymentStatusSchema = z.enum(['pending', 'canceled', 'completed']);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** How a daily reward was computed (FPPS): shown beside the reward in the payments table. */
export const rewardDetailsSchema = z.object({
  /** Average hashrate of the pool day, H/s. */
  hash_rate: z.number().nonnegative(),
  /** The day's reward rate, satoshi per TH/s. */
  rate: satoshiSchema,
  gross: satoshiSchema,
  fee_percent: percentSchema,
  fee: satoshiSchema,
  /** The promo code that lowered the pool fee (fee_percent is the fee it left). */
  promo_code: z.string().optional(),
});
export type RewardDetails = z.infer<typeof rewardDetailsSchema>;

export const paymentSchema = z.object({
  id: z.string(),
  type: paymentTypeSchema,
  direction: paymentDirectionSchema,
  status: paymentStatusSchema,
  amount: satoshiSchema,
  created_at: timestamp,
  /** The pool day a reward (or fee income) is for; null for other payments. */
  pool_day: poolDaySchema.nullable(),
  /** Payouts: where the coins went, the transaction, and its blockchain payout request. */
  address: z.string().nullable(),
  tx_id: z.string().nullable(),
  reward: rewardDetailsSchema.nullable(),
  /** profit_sharing payments: a split given or received, or a referral share (of the pool fee on `counterparty`). */
  sharing: z
    .object({
      sharing_type: z.enum(['profit_sharing', 'referral']),
      /** The recipient of a split given; the donor of a split received; the referred account of a referral. */
      counterparty: z.object({ miner_id: z.string(), account_name: z.string() }),
      percent: percentSchema,
    })
    .nullable(),
  /**
   * An operator's fee income of a pool day (one payment sums every customer's fee): how many
   * customers paid it, and the one when a single customer did. Absent on other payments.
   */
  fee_income: z
    .object({
      customers: z.number().int().nonnegative(),
      customer: z.object({ miner_id: z.string(), account_name: z.string() }).nullable(),
    })
    .optional(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentsQuerySchema = paginationQuerySchema.extend({
  type: paymentTypeSchema.optional(),
  direction: paymentDirectionSchema.optional(),
  status: paymentStatusSchema.optional(),
  /** Only payments of the last 7, 30 or 90 days. */
  period: paymentPeriodSchema.optional(),
});
export type PaymentsQuery = z.input<typeof paymentsQuerySchema>;
/**
 * What the payments a filter matches add up to, over every page: money in and money out
 * apart. Canceled payments moved nothing and count in neither.
 */
export const paymentTotalsSchema = z.object({ incoming: satoshiSchema, outgoing: satoshiSchema });
export type PaymentTotals = z.infer<typeof paymentTotalsSchema>;
export const paymentsResponseSchema = paginated(paymentSchema).extend({ totals: paymentTotalsSchema });
export type PaymentsResponse = z.infer<typeof paymentsResponseSchema>;

/**
 * GET …/{id}/daily-earnings: what the account earned per pool day (UTC) over the last 7, 30
 * or 90 days, or since its first earning without a period: completed rewards, plus profit
 * splits and referrals received, less splits given (as earned-all-time counts them). Every
 * day of the range is listed, oldest first, 0 for a day without earnings; the range ends
 * with yesterday, the last day a reward run can have credited.
 */
export const dailyEarningsQuerySchema = z.object({ period: paymentPeriodSchema.optional() });
export const dailyEarningSchema = z.object({
  pool_day: poolDaySchema,
  /** Net of splits given, so a day a split exceeded its reward would be below 0. */
  amount: z.number().int().min(-maxSatoshi).max(maxSatoshi),
});
export type DailyEarning = z.infer<typeof dailyEarningSchema>;
export const dailyEarningsResponseSchema = z.object({ data: z.array(dailyEarningSchema) });
export type DailyEarningsResponse = z.infer<typeof dailyEarningsResponseSchema>;

export const paymentExportFormatSchema = z.enum(['csv', 'xlsx']);
export type PaymentExportFormat = z.infer<typeof paymentExportFormatSchema>;
/** The last `period` (30 days when neither it nor a range is given), or the pool days `from`–`to`. */
export const paymentsExportQuerySchema = exportRangeSchema.extend({
  period: paymentPeriodSchema.optional(),
  format: paymentExportFormatSchema.default('csv'),
  type: paymentTypeSchema.optional(),
  status: paymentStatusSchema.optional(),
});
export type PaymentsExportQuery = z.input<typeof paymentsExportQuerySchema>;

// ---------------------------------------------------------------------------
// Balances and earnings of a miner account, an operator or a pool

export const balanceSchema = z.object({
  /** What the account holds now and will be paid out. */
  balance: satoshiSchema,
  /** Already on its way: payouts created or sent, not yet confirmed. */
  pending_payout: satoshiSchema,
});
export type Balance = z.infer<typeof balanceSchema>;

/**
 * GET …/{id}/money-version: a cheap value that changes whenever the account's money does
 * (a ledger entry on it: a reward, a split, a payout made or refunded; or a payout of it
 * completing). A page polls it alone and, when it changes, reloads every money figure of
 * the account at once, so its cards never disagree after a reward or payout run. Opaque:
 * compare it, never parse it.
 */
export const moneyVersionSchema = z.object({ version: z.string() });
export type MoneyVersion = z.infer<typeof moneyVersionSchema>;

/** Today's estimated earnings, credited at 09:00 UTC tomorrow (an estimate until then). */
export const processingEarningsSchema = z.object({
  pool_day: poolDaySchema,
  amount: satoshiSchema,
  /** Average hashrate of the pool day so far, H/s. */
  hash_rate: z.number().nonnegative(),
  /** The rate the estimate uses, satoshi per TH/s; null when no rate is set yet. */
  rate: satoshiSchema.nullable(),
});
export type ProcessingEarnings = z.infer<typeof processingEarningsSchema>;

/**
 * What the payout run would do with a miner account's wallet (GET /miners/{id}/next-payout),
 * decided by the run's own rules: `scheduled` at the next 14:00 UTC run; `paused` after an
 * address change until its 24 h pause ends; `below_minimum` while the balance is under the
 * wallet's minimum; `no_address` until a payout address is set.
 */
export const nextPayoutStatusSchema = z.enum(['scheduled', 'paused', 'below_minimum', 'no_address']);
export type NextPayoutStatus = z.infer<typeof nextPayoutStatusSchema>;
export const nextPayoutSchema = z.object({
  status: nextPayoutStatusSchema,
  /** The next payout run (14:00 UTC; today's until it has run). */
  next_run_at: timestamp,
  /** The run that would pay this wallet at today's balance; null when none would (below minimum, no address). */
  pays_at: timestamp.nullable(),
  /** The end of the pause after an address change; null when payouts are not paused. */
  paused_until: timestamp.nullable(),
  /** The balance now. */
  balance: satoshiSchema,
  /** What the run at `pays_at` would pay at today's balance: min(balance, max), max 0 = no cap; 0 when none would. */
  amount: satoshiSchema,
  min_payment: satoshiSchema,
  /** 0: no cap. */
  max_payment: satoshiSchema,
});
export type NextPayout = z.infer<typeof nextPayoutSchema>;

/**
 * A miner account's earnings at a glance (GET /miners/{id}/earnings-outlook), all through the
 * FPPS function of the 09:00 UTC reward run: what yesterday earned, today's estimate so
 * far, and a whole day's at the average hashrate of the last 24 hours, with today's rate and fees.
 */
export const earningsOutlookSchema = z.object({
  yesterday: z.object({
    pool_day: poolDaySchema,
    /**
     * What the account earned that day, as the payments chart's day counts it (rewards,
     * plus splits and referral income received, less splits given); null until the run
     * credits the day (at `credited_at`).
     */
    amount: dailyEarningSchema.shape.amount.nullable(),
    /** When the day's reward is (or was due to be) credited: 09:00 UTC the day after. */
    credited_at: timestamp,
  }),
  today: z.object({
    pool_day: poolDaySchema,
    /**
     * The net reward of the pool day so far (as processing-earnings): the account's own
     * mining less the splits it gives; splits and referral income received come with the run.
     */
    amount: satoshiSchema,
  }),
  /**
   * A whole day's net reward at the account's average hashrate while it mined: over the last
   * 24 hours, or since its first share when that is more recent (a rig connected 17 minutes
   * ago is not averaged over the 23 hours before it).
   */
  day_estimate: z.object({
    /** That average hashrate, H/s, as the FPPS function computes it. */
    hash_rate: z.number().nonnegative(),
    /** The span it is averaged over, seconds: 86,400, or the time since the first share. */
    averaged_seconds: z.number().int().positive().max(86_400),
    gross: satoshiSchema,
    amount: satoshiSchema,
  }),
  /** Today's rate, satoshi per TH/s per day; null when none is set yet (the amounts are then 0). */
  rate: satoshiSchema.nullable(),
  /** The pool fee in force today, percent ("0.9"). */
  pool_fee_percent: z.string(),
  /** The operator's fee on this account today, percent; null without an operator fee. */
  operator_fee_percent: z.string().nullable(),
});
export type EarningsOutlook = z.infer<typeof earningsOutlookSchema>;

export const earnedSchema = z.object({ amount: satoshiSchema });
export type Earned = z.infer<typeof earnedSchema>;

export const earnedFromMinerParamsSchema = z.object({ id: z.uuid(), miner_id: z.uuid() });

/** One miner account's calls under its own name (`/miners/{miner_id}/…`). */
export const minerIdParamsSchema = z.object({ miner_id: z.uuid() });

// ---------------------------------------------------------------------------
// Wallets (product §3 "Miner user info: a wallets list (the first is used)")

export const bitcoinNetworkSchema = z.enum(['mainnet', 'testnet', 'regtest']);
export type BitcoinNetwork = z.infer<typeof bitcoinNetworkSchema>;

export const walletSchema = z.object({
  id: z.string(),
  currency: z.literal('BTC'),
  network: bitcoinNetworkSchema,
  address: z.string().nullable(),
  min_payment: satoshiSchema,
  /** 0 means no limit (product §5). */
  max_payment: satoshiSchema,
  /** Payouts resume after this time when the address changed (product §9); null when not paused. */
  paused_until: timestamp.nullable(),
});
export type Wallet = z.infer<typeof walletSchema>;
/** GET /miners/{id}: the account with its wallets. */
export const minerDetailSchema = minerAccountSchema.extend({ wallets: z.array(walletSchema) });
export type MinerDetail = z.infer<typeof minerDetailSchema>;

export const walletIdParamsSchema = z.object({ wallet_id: z.uuid() });

export const walletAddressSchema = z.object({
  address: z.string(),
  created_at: timestamp,
  /** The address payouts go to now. */
  current: z.boolean(),
});
export type WalletAddress = z.infer<typeof walletAddressSchema>;
export const walletAddressesResponseSchema = paginated(walletAddressSchema);
export const maxAddressLength = 100;
/**
 * The code e-mailed to a user without a second factor to confirm a wallet change: six digits,
 * good for one change of that wallet to that value, for a few minutes and a few tries.
 */
export const walletChangeCodeSchema = z.string().regex(/^\d{6}$/, { message: 'six digits' });
export const walletChangeCodeMinutes = 15;
/**
 * Tries of one code, and of a user's codes in a UTC day over every wallet and resend: one try
 * has one chance in 10^6, so 100 a day give at most 100 / 10^6 = 1 chance in 10,000. A session
 * gets 20 of them, so one session (a stolen cookie without the mailbox) cannot use up the
 * owner's day.
 */
export const walletChangeCodeTries = { perCode: 5, perSessionPerDay: 20, perUserPerDay: 100 } as const;
export const createWalletAddressBodySchema = z.object({
  address: z.string().trim().min(1).max(maxAddressLength),
  /** Needed when the user has no second factor (403 confirmation_code_required without it). */
  code: walletChangeCodeSchema.optional(),
});

/** The smallest minimum payout a wallet may set, so the network fee stays a small share. */
export const minimumPayoutFloor = 10_000;
export const defaultMinPayment = 500_000;
export const walletLimitSchema = z.object({ amount: satoshiSchema, created_at: timestamp, current: z.boolean() });
export type WalletLimit = z.infer<typeof walletLimitSchema>;
export const walletLimitsResponseSchema = paginated(walletLimitSchema);
export const createWalletLimitBodySchema = z.object({ amount: satoshiSchema, code: walletChangeCodeSchema.optional() });

/** The wallet changes a code confirms: the address, the minimum or the maximum payout. */
export const walletChangeKindSchema = z.enum(['address', 'min_payment', 'max_payment']);
export type WalletChangeKind = z.infer<typeof walletChangeKindSchema>;
/** POST /wallets/{wallet_id}/confirmation-codes: e-mails a code for this change to the user. */
export const createWalletChangeCodeBodySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('address'), address: z.string().trim().min(1).max(maxAddressLength) }),
  z.object({ kind: z.enum(['min_payment', 'max_payment']), amount: satoshiSchema }),
]);
export type CreateWalletChangeCodeBody = z.input<typeof createWalletChangeCodeBodySchema>;
export const walletChangeCodeSentSchema = z.object({
  /** Where the code went: the user's e-mail address. */
  email: z.string(),
  expires_at: timestamp,
});
export type WalletChangeCodeSent = z.infer<typeof walletChangeCodeSentSchema>;
/** At most this many codes per session and wallet an hour (429 rate_limited beyond). */
export const walletChangeCodesPerHour = 5;

// ---------------------------------------------------------------------------
// Fees (product §3 "Fee: percent, start date, end date, comment")

export const feeSchema = z.object({
  percent: percentSchema,
  start_date: poolDaySchema,
  /** The day the next schedule item starts; null while none follows. */
  end_date: poolDaySchema.nullable(),
  comment: z.string().nullable(),
});
export type Fee = z.infer<typeof feeSchema>;
export const feesResponseSchema = z.object({ data: z.array(feeSchema) });
export const feeCommentMaxLength = 200;
/** A new fee starts at 00:00 UTC of the next day (product §5, §9). */
export const createFeeBodySchema = z.object({
  percent: percentSchema,
  comment: z.string().trim().max(feeCommentMaxLength).optional(),
});
/**
 * GET and PUT /operators/{id}/customer-fee: the operator's fee for new customers, those who
 * sign up on its hub and those its staff create without naming one, in force from each
 * new customer's first day. A change applies to customers made after it, no one else's.
 */
export const customerFeeSchema = z.object({ percent: percentSchema });
export type CustomerFee = z.infer<typeof customerFeeSchema>;

// ---------------------------------------------------------------------------
// Platform: reward rates (product §3 "Reward rate: date, rate (satoshi per TH/s), source")

export const rewardRateSchema = z.object({ date: poolDaySchema, rate: satoshiSchema, source: z.string() });
export type RewardRate = z.infer<typeof rewardRateSchema>;
export const rewardRatesResponseSchema = paginated(rewardRateSchema);
export type RewardRatesResponse = z.infer<typeof rewardRatesResponseSchema>;
/** A rate suggested by an external source (network difficulty, a hashprice feed). */
export const externalRateSourceSchema = z.object({
  source: z.string(),
  rate: satoshiSchema.nullable(),
  /** Why there is no rate (the source is unreachable), in English for the log. */
  error: z.string().nullable(),
  fetched_at: timestamp,
});
export const externalRateSourcesResponseSchema = z.object({ data: z.array(externalRateSourceSchema) });
export const maxRewardRate = 1_000_000;
/** Sets the rate of the current pool day; it stays in force for later days until changed. */
export const setRewardRateBodySchema = z.object({
  rate: z.number().int().min(1).max(maxRewardRate),
  /** Today by default; yesterday is still open until its rewards are credited at 09:00 UTC. */
  date: poolDaySchema.optional(),
  source: z.string().trim().min(1).max(64).default('manual'),
});

// ---------------------------------------------------------------------------
// Platform: payout schedule (product §3 "Payout schedule: date, time in UTC, fee level,
// fee per vbyte, processed")

export const feeLevelSchema = z.enum(['LOW', 'MEDIUM', 'HIGH']);
export type FeeLevel = z.infer<typeof feeLevelSchema>;
export const payoutScheduleItemSchema = z.object({
  date: poolDaySchema,
  /** HH:MM, UTC. */
  time: z.string().regex(/^\d{2}:\d{2}$/),
  fee_level: feeLevelSchema,
  /** Overrides the fee level when set, satoshi per virtual byte. */
  fee_per_vbyte: z.number().int().min(1).max(10_000).nullable(),
  processed: z.boolean(),
});
export type PayoutScheduleItem = z.infer<typeof payoutScheduleItemSchema>;
export const payoutScheduleResponseSchema = paginated(payoutScheduleItemSchema);
export const updatePayoutScheduleBodySchema = z
  .object({
    fee_level: feeLevelSchema.optional(),
    fee_per_vbyte: z.number().int().min(1).max(10_000).optional(),
  })
  .refine((body) => body.fee_level !== undefined || body.fee_per_vbyte !== undefined, {
    message: 'fee_level or fee_per_vbyte',
  });

// ---------------------------------------------------------------------------
// Platform: blockchain payout requests (product §3 status created, sent, completed,
// canceled, failed)

export const blockchainPayoutStatusSchema = z.enum(['created', 'sent', 'completed', 'canceled', 'failed']);
export type BlockchainPayoutStatus = z.infer<typeof blockchainPayoutStatusSchema>;
export const payoutTransactionStateSchema = z.enum(['planned', 'mempool', 'confirmed', 'replaced', 'returned']);
export type PayoutTransactionState = z.infer<typeof payoutTransactionStateSchema>;
/**
 * One chain transaction of a request: a request goes out in as many as standardness takes
 * (at most 100,000 vB each); a fee bump replaces one by another (replaced_by).
 */
export const payoutTransactionSchema = z.object({
  /** Which part of the request's payouts it carries (a replacement carries its original's). */
  part: z.number().int().nonnegative(),
  /** Null while planned: not handed to the chain yet. */
  tx_id: z.string().nullable(),
  outputs: z.number().int().positive(),
  amount: satoshiSchema,
  vsize: z.number().int().positive().nullable(),
  /** Satoshi per virtual byte. */
  fee_rate: z.number().int().positive().nullable(),
  fee: satoshiSchema.nullable(),
  confirmations: z.number().int().nonnegative(),
  /**
   * planned; mempool (waiting for confirmations); confirmed (settled); replaced (by a fee
   * bump); returned (it left the chain or was abandoned: its payouts went back to the balances).
   */
  state: payoutTransactionStateSchema,
  replaced_by: z.string().nullable(),
  created_at: timestamp,
});
export type PayoutTransaction = z.infer<typeof payoutTransactionSchema>;
export const blockchainPayoutRequestSchema = z.object({
  id: z.string(),
  status: blockchainPayoutStatusSchema,
  /** The payout day (14:00 UTC run) the request belongs to. */
  date: poolDaySchema,
  amount: satoshiSchema,
  payouts: z.number().int().nonnegative(),
  fee_level: feeLevelSchema,
  fee_per_vbyte: z.number().int().nullable(),
  tx_id: z.string().nullable(),
  confirmations: z.number().int().nonnegative(),
  /** Why the last send failed, as the chain said it. */
  error: z.string().nullable(),
  /** Its chain transactions, by part, each part's replacements after it. */
  transactions: z.array(payoutTransactionSchema),
  created_at: timestamp,
  updated_at: timestamp,
});
export type BlockchainPayoutRequest = z.infer<typeof blockchainPayoutRequestSchema>;
export const blockchainPayoutRequestsQuerySchema = paginationQuerySchema.extend({
  status: blockchainPayoutStatusSchema.optional(),
});
export const blockchainPayoutRequestsResponseSchema = paginated(blockchainPayoutRequestSchema);
export const payoutRequestParamsSchema = z.object({ request_id: z.uuid() });

/** One payout of a request: who was paid what, to which address, in which chain transaction. */
export const payoutRequestPaymentSchema = z.object({
  miner_id: z.string(),
  account_name: z.string(),
  address: z.string(),
  amount: satoshiSchema,
  /** pending until its transaction is settled; canceled when it went back to the balance. */
  status: z.enum(['pending', 'completed', 'canceled']),
  /** The part (chain transaction) it goes out in; null before the send decided it. */
  part: z.number().int().nonnegative().nullable(),
  /** The part's live transaction (a fee bump's replacement once bumped); null before it is broadcast. */
  tx_id: z.string().nullable(),
});
export type PayoutRequestPayment = z.infer<typeof payoutRequestPaymentSchema>;
export const payoutRequestPaymentsResponseSchema = paginated(payoutRequestPaymentSchema);

/**
 * Why a run paid nothing (or nothing yet) while balances were at their minimum, as the desk
 * flags it: the wallet is short of coins, the node did not answer, the node refused the
 * send, the node's fee estimate is above the platform's ceiling (the run pays the ceiling
 * and may wait), or no wallet at its minimum could be paid (no address, a paused address,
 * an amount below the chain's dust limit).
 */
export const payoutProblemReasonSchema = z.enum([
  'wallet_short',
  'node_down',
  'chain_refused',
  'fee_above_ceiling',
  'none_payable',
]);
export type PayoutProblemReason = z.infer<typeof payoutProblemReasonSchema>;
export const payoutProblemSchema = z.object({
  reason: payoutProblemReasonSchema,
  /** The chain's own words, when it said something. */
  message: z.string().nullable(),
});
export type PayoutProblem = z.infer<typeof payoutProblemSchema>;

/** One wallet the next run pays, by the run's own rules. */
export const nextRunPayoutSchema = z.object({
  miner_id: z.string(),
  account_name: z.string(),
  address: z.string(),
  amount: satoshiSchema,
});
export type NextRunPayout = z.infer<typeof nextRunPayoutSchema>;

/**
 * GET /platform/payouts/next-run: what the next 14:00 UTC run would pay at today's
 * balances, computed by the run's rules (minimum, cap, paused addresses, one output per
 * address, dust, standard transaction size).
 */
export const nextRunPreviewSchema = z.object({
  date: poolDaySchema,
  run_at: timestamp,
  fee_level: feeLevelSchema,
  fee_per_vbyte: z.number().int().nullable(),
  /** The rate it would pay, sat/vB (the node's estimate or the fee per vbyte, within the ceiling); null when the node did not answer. */
  fee_rate: z.number().int().positive().nullable(),
  /** Wallets whose balance reached their minimum: paid, or not payable (no address, paused, dust). */
  at_minimum: z.number().int().nonnegative(),
  payouts: z.array(nextRunPayoutSchema),
  total: satoshiSchema,
  /** Chain transactions it takes (standard size). */
  transactions: z.number().int().nonnegative(),
  /** Outputs below the dust limit: not sent, their money stays in the balances. */
  below_dust: z.number().int().nonnegative(),
  /** Network fee at fee_rate with one wallet coin per transaction: the least it costs; null without a rate. */
  fee_estimate: satoshiSchema.nullable(),
  /** Why it would pay nothing or may not go out, if anything stands in the way. */
  problems: z.array(payoutProblemSchema),
});
export type NextRunPreview = z.infer<typeof nextRunPreviewSchema>;

/** GET /platform/payouts/wallet: the hot wallet against what is owed, and whether the last run was stopped. */
export const payoutWalletSchema = z.object({
  /** What the node's wallet can spend (getbalances: trusted); null when the node did not answer or the chain is simulated. */
  balance: satoshiSchema.nullable(),
  /** simulated: the embedded chain, which holds whatever a payout asks. */
  chain: z.enum(['simulated', 'bitcoin-core']),
  /** The node's words when it did not answer. */
  chain_error: z.string().nullable(),
  /** Sum of the accounts' balances: due once each reaches its minimum. */
  balances_due: satoshiSchema,
  /** Payouts taken from the balances that have not left the wallet yet. */
  pending_payouts: satoshiSchema,
  /** balances_due + pending_payouts minus the balance, when positive; null without a balance. */
  shortfall: satoshiSchema.nullable(),
  /** The latest run (14:00 UTC payout that is due), or null before the first. */
  last_run: z
    .object({
      date: poolDaySchema,
      request_id: z.string().nullable(),
      status: blockchainPayoutStatusSchema.nullable(),
      payouts: z.number().int().nonnegative(),
      amount: satoshiSchema,
      /** Set when it paid nothing while balances were at their minimum. */
      problem: payoutProblemSchema.nullable(),
    })
    .nullable(),
});
export type PayoutWallet = z.infer<typeof payoutWalletSchema>;

// ---------------------------------------------------------------------------
// Platform: unallocated funds (coins received by the pool that belong to no account)

export const unallocatedFundsStatusSchema = z.enum(['unallocated', 'refunded']);
export const unallocatedFundsSchema = z.object({
  id: z.string(),
  tx_id: z.string(),
  amount: satoshiSchema,
  /** Where the coins came from, when the chain tells; a refund goes back there by default. */
  from_address: z.string().nullable(),
  received_at: timestamp,
  status: unallocatedFundsStatusSchema,
  refund_address: z.string().nullable(),
  refund_tx_id: z.string().nullable(),
  refunded_at: timestamp.nullable(),
});
export type UnallocatedFunds = z.infer<typeof unallocatedFundsSchema>;
export const unallocatedFundsQuerySchema = paginationQuerySchema.extend({
  status: unallocatedFundsStatusSchema.optional(),
});
export const unallocatedFundsResponseSchema = paginated(unallocatedFundsSchema);
export type UnallocatedFundsResponse = z.infer<typeof unallocatedFundsResponseSchema>;
export const unallocatedTransactionParamsSchema = z.object({ transaction_id: z.uuid() });
export const refundBodySchema = z.object({ address: z.string().trim().min(1).max(maxAddressLength).optional() });

// ---------------------------------------------------------------------------
// Exchange rates (product §3, §7 "Exchange rates"): the server's proxy of a price source

export const exchangeSymbolSchema = z.string().regex(/^[A-Z]{2,10}$/);
/** `symbols` is a JSON list, as in `?symbols=["BTCUSDT","BTCRUB"]`. */
export const exchangeRatesQuerySchema = z.object({
  symbols: z
    .string()
    .max(200)
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'symbols must be a JSON list' });
        return z.NEVER;
      }
    })
    .pipe(z.array(exchangeSymbolSchema).min(1).max(10)),
});
export const exchangeRateItemSchema = z.object({ symbol: z.string(), price: z.string() });
export type ExchangeRateItem = z.infer<typeof exchangeRateItemSchema>;
export const exchangeRatesResponseSchema = z.array(exchangeRateItemSchema);
export type ExchangeRatesResponse = z.infer<typeof exchangeRatesResponseSchema>;
