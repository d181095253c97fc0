import { z } from 'zod';
import { exportRangeSchema } from './export-range.js';
import { paymentExportFormatSchema, poolDaySchema, satoshiSchema } from './money.js';

/**
 * An operator's fee income (product §1 "Operators: see fees"): what its fee took from each
 * customer's reward, per customer and per pool day (UTC), from the ledger's reward transfers.
 * `from`–`to` are pool days, both included (the last 30 up to yesterday when neither is
 * given), at most `paymentsExportMaxDays` apart; `miner_id` narrows the days and the total to one
 * customer (the customers stay listed, so the page can switch between them).
 */
export const feeIncomeQuerySchema = exportRangeSchema.extend({ miner_id: z.uuid().optional() });
export type FeeIncomeQuery = z.input<typeof feeIncomeQuerySchema>;

export const feeIncomeCustomerSchema = z.object({
  miner_id: z.string(),
  account_name: z.string(),
  title: z.string().nullable(),
  amount: satoshiSchema,
  /** The pool days of the range the customer paid a fee on. */
  days: z.number().int().nonnegative(),
});
export type FeeIncomeCustomer = z.infer<typeof feeIncomeCustomerSchema>;

export const feeIncomeDaySchema = z.object({
  pool_day: poolDaySchema,
  amount: satoshiSchema,
  /** How many customers paid a fee that day. */
  customers: z.number().int().nonnegative(),
});
export type FeeIncomeDay = z.infer<typeof feeIncomeDaySchema>;

/**
 * The range's fee income: every customer that paid a fee in it, largest first; every day of
 * the range, newest first (0 for a day without income); the total.
 */
export const feeIncomeResponseSchema = z.object({
  from: poolDaySchema,
  to: poolDaySchema,
  total: satoshiSchema,
  customers: z.array(feeIncomeCustomerSchema),
  days: z.array(feeIncomeDaySchema),
});
export type FeeIncomeResponse = z.infer<typeof feeIncomeResponseSchema>;

/** GET …/fee-income/export: one row per customer and pool day, newest day first, as CSV or XLSX. */
export const feeIncomeExportQuerySchema = feeIncomeQuerySchema.extend({
  format: paymentExportFormatSchema.default('csv'),
});
export type FeeIncomeExportQuery = z.input<typeof feeIncomeExportQuerySchema>;
/** The range without `from`–`to`: this many pool days up to yesterday. */
export const feeIncomeDefaultDays = 30;

/** A fee-income file holds at most this many rows (the newest); the response says when it was cut. */
export const feeIncomeExportLimit = 200_000;
