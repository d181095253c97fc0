import { z } from 'zod';
import { maxSatoshi } from './money-constants.js';
import { paymentStatusSchema, poolDaySchema } from './money.js';
import { languageSchema } from './settings.js';

/**
 * The monthly mining report of a miner account (spec §2 /mining-report, §7
 * `GET /miners/{id}/mining-report`, §9 "monthly, from 1 January 2025").
 *
 * - A month is `YYYY-MM`; its days are pool days (UTC). Money is attributed to the pool
 *   day it is for: a reward to the day of the work, a payout to the day of its run.
 * - Every amount is integer satoshi with its value in USDT and RUB at the BTC price of
 *   its day, as decimal strings with two places; null where the day has no price (never 0).
 * - The month's totals are sums of its days (fiat sums of the days' rounded values), and
 *   closing balance = opening balance + net − payouts + other.
 */

/** The first month a report exists for. */
export const firstReportMonth = '2025-01';
export const reportMonthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'month' })
  .refine((month) => month >= firstReportMonth, { message: 'month' });

export const miningReportQuerySchema = z.object({ month: reportMonthSchema });
export type MiningReportQuery = z.input<typeof miningReportQuerySchema>;

export const miningReportFormatSchema = z.enum(['pdf', 'xlsx']);
export type MiningReportFormat = z.infer<typeof miningReportFormatSchema>;
export const miningReportExportQuerySchema = z.object({
  month: reportMonthSchema,
  format: miningReportFormatSchema.default('pdf'),
  language: languageSchema.default('en'),
});
export type MiningReportExportQuery = z.input<typeof miningReportExportQuerySchema>;

/** A fiat value: a decimal with two places, e.g. "1234.56" or "-0.10". */
const fiatSchema = z.string().regex(/^-?\d+\.\d{2}$/);
/** Satoshi that may be negative (a profit split paid out, the balance's change). */
const signedSatoshiSchema = z.number().int().min(-maxSatoshi).max(maxSatoshi);

/** An amount and its value at its day's price. */
export const reportAmountSchema = z.object({
  sat: signedSatoshiSchema,
  usdt: fiatSchema.nullable(),
  rub: fiatSchema.nullable(),
});
export type ReportAmount = z.infer<typeof reportAmountSchema>;

/** One BTC price of a pool day, where it came from and when it was read. */
export const dayPriceSchema = z.object({ price: z.string(), source: z.string(), fetched_at: z.iso.datetime() });
export type DayPrice = z.infer<typeof dayPriceSchema>;

/** The money of a day or of the month. */
export const reportMoneySchema = z.object({
  /** FPPS reward before fees. */
  gross: reportAmountSchema,
  pool_fee: reportAmountSchema,
  operator_fee: reportAmountSchema,
  /** Profit splits: received minus given (payments of type profit_sharing). */
  profit_sharing: reportAmountSchema,
  /** Referral income (payments of type referral). */
  referral: reportAmountSchema,
  /** What the account earned: gross − fees + profit splits + referrals. */
  net: reportAmountSchema,
  /** Payouts made (pending or completed; canceled ones are left out). */
  payouts: reportAmountSchema,
  /** Any other movement of the balance (transfers), signed. */
  other: reportAmountSchema,
});
export type ReportMoney = z.infer<typeof reportMoneySchema>;

export const reportDaySchema = reportMoneySchema.extend({
  day: poolDaySchema,
  /** Average hashrate of the day, H/s (of the elapsed part for today). */
  hash_rate: z.number().nonnegative(),
  /**
   * The fleet's uptime, 0–1: the 4-hour periods the account's workers sent shares in over
   * the periods each was expected to (from its first share until it is removed, elapsed
   * ones for today); null once worker history is no longer kept (35 days).
   */
  uptime: z.number().min(0).max(1).nullable(),
  /** Workers with shares that day; null once worker history is no longer kept (35 days). */
  active_workers: z.number().int().nonnegative().nullable(),
  /**
   * Whether the day's rewards are credited (the next day's reward run): until then its
   * money is not final (today always, yesterday before the run), so a chart must not draw it as a fall to zero.
   */
  credited: z.boolean(),
  prices: z.object({ BTCUSDT: dayPriceSchema.nullable(), BTCRUB: dayPriceSchema.nullable() }),
});
export type ReportDay = z.infer<typeof reportDaySchema>;

export const reportPayoutSchema = z.object({
  id: z.string(),
  day: poolDaySchema,
  created_at: z.iso.datetime(),
  status: paymentStatusSchema,
  amount: reportAmountSchema,
  address: z.string().nullable(),
  tx_id: z.string().nullable(),
});
export type ReportPayout = z.infer<typeof reportPayoutSchema>;

export const miningReportSchema = z.object({
  account: z.object({ id: z.string(), name: z.string() }),
  pool: z.object({ name: z.string() }),
  month: z.string(),
  /** False for the current month: its days so far. */
  complete: z.boolean(),
  /**
   * The month's days from the day the account existed (created, or its first share if
   * earlier): days before it are left out, not averaged in as days without work.
   */
  days: z.array(reportDaySchema),
  totals: reportMoneySchema.extend({
    /** Average hashrate over the days listed, H/s. */
    hash_rate: z.number().nonnegative(),
    /** The fleet's uptime over the days whose worker history is kept; null when none is. */
    uptime: z.number().min(0).max(1).nullable(),
    /** Most workers active on one day; null when no day's worker history is kept. */
    active_workers: z.number().int().nonnegative().nullable(),
  }),
  /**
   * The balance as the month began, valued as the previous month's closing balance is (the
   * same moment, the same price): at the latest day price recorded before the month.
   */
  opening_balance: reportAmountSchema,
  /** The balance at the end of the month's last day so far, at the latest day price recorded by then. */
  closing_balance: reportAmountSchema,
  payouts: z.array(reportPayoutSchema),
});
export type MiningReport = z.infer<typeof miningReportSchema>;

/** Satoshi (possibly negative) times a price, as fiat rounded half away from zero to two places; exact (bigint). */
export function fiatValue(sat: number, price: string): string {
  const [whole = '0', fraction = ''] = price.split('.');
  const scale = 10n ** BigInt(fraction.length);
  const priceScaled = BigInt(whole) * scale + BigInt(fraction || '0');
  // value in hundredths = sat × price × 100 / 1e8
  const numerator = BigInt(sat) * priceScaled * 100n;
  const denominator = scale * BigInt(1e8);
  const magnitude = numerator < 0n ? -numerator : numerator;
  const rounded = (magnitude * 2n + denominator) / (2n * denominator);
  return centsText(numerator < 0n ? -rounded : rounded);
}

/** Hundredths as a decimal with two places. */
export function centsText(cents: bigint): string {
  const magnitude = cents < 0n ? -cents : cents;
  return `${cents < 0n ? '-' : ''}${magnitude / 100n}.${String(magnitude % 100n).padStart(2, '0')}`;
}

/** A decimal with two places as hundredths. */
export function centsOf(text: string): bigint {
  const negative = text.startsWith('-');
  const [whole = '0', fraction = '00'] = text.replace('-', '').split('.');
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
  return negative ? -cents : cents;
}
