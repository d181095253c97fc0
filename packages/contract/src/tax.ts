/**
 * Russian personal income tax (НДФЛ) on mining income, progressive from 2025 (product §9).
 * One pure, exact function shared by the server and the app: amounts are
 * integer kopecks as bigint, no floating point anywhere.
 *
 * - The spec writes the brackets as monthly figures (200,000; 416,700; 1,670,000;
 *   4,170,000 RUB); the tax office applies them to the year's cumulative income with the
 *   statutory annual thresholds, 2.4 M, 5 M, 20 M and 50 M RUB (Tax Code art. 224 §1).
 * - The year's tax is computed on the cumulative base: after each month the tax on the
 *   income so far, less the tax of the months before, is that month's increment, so the
 *   increments add up to the year's tax exactly and a month that crosses a threshold pays
 *   each part at its own rate.
 * - The tax is stated in whole rubles, under 50 kopecks dropped and 50 kopecks or more
 *   rounded up (Tax Code art. 52 §6); the cumulative tax is rounded, never the increments.
 * - Documented expenses (art. 221) lower the base: they are set against the income from
 *   January on, and the base never goes below zero.
 */
import { z } from 'zod';

export interface TaxBracket {
  /** The bracket ends at this cumulative annual base, in kopecks; null for the top one. */
  upTo: bigint | null;
  /** The rate in whole percent. */
  ratePercent: bigint;
}

const rub = (rubles: bigint) => rubles * 100n;

/** The brackets from 1 January 2025, on the annual base. */
export const russianIncomeTaxBrackets: readonly TaxBracket[] = [
  { upTo: rub(2_400_000n), ratePercent: 13n },
  { upTo: rub(5_000_000n), ratePercent: 15n },
  { upTo: rub(20_000_000n), ratePercent: 18n },
  { upTo: rub(50_000_000n), ratePercent: 20n },
  { upTo: null, ratePercent: 22n },
];

/** The first year the calculator covers. */
export const firstTaxYear = 2025;
/** The highest rate of the scale, in percent. */
export const topIncomeTaxRatePercent = 22n;

/**
 * The exact tax on an annual base, in hundredths of a kopeck (kopecks × percent): no
 * rounding at all, so it is linear inside a bracket.
 */
export function exactIncomeTax(baseKopecks: bigint): bigint {
  if (baseKopecks < 0n) throw new RangeError('A tax base is never negative');
  let tax = 0n;
  let lower = 0n;
  for (const bracket of russianIncomeTaxBrackets) {
    const upper = bracket.upTo === null || baseKopecks < bracket.upTo ? baseKopecks : bracket.upTo;
    if (upper > lower) tax += (upper - lower) * bracket.ratePercent;
    if (bracket.upTo === null || baseKopecks <= bracket.upTo) break;
    lower = bracket.upTo;
  }
  return tax;
}

/** An exact tax (hundredths of a kopeck) in whole rubles, as kopecks: half a ruble and more rounds up. */
export function roundTaxToRubles(exactHundredthsOfKopeck: bigint): bigint {
  const perRuble = 100n * 100n;
  return ((exactHundredthsOfKopeck + perRuble / 2n) / perRuble) * 100n;
}

/** The tax on an annual base as the tax office states it: kopecks, a whole number of rubles. */
export function incomeTax(baseKopecks: bigint): bigint {
  return roundTaxToRubles(exactIncomeTax(baseKopecks));
}

/** The index in russianIncomeTaxBrackets of the bracket the next kopeck of a base falls in. */
export function bracketIndexOf(baseKopecks: bigint): number {
  const index = russianIncomeTaxBrackets.findIndex((bracket) => bracket.upTo === null || baseKopecks < bracket.upTo);
  return index === -1 ? russianIncomeTaxBrackets.length - 1 : index;
}

/** The bracket the last kopeck of a base was taxed in (a zero base: the first). */
function bracketOfLastKopeck(baseKopecks: bigint): number {
  return baseKopecks === 0n ? 0 : bracketIndexOf(baseKopecks - 1n);
}

export interface TaxMonth {
  /** 1–12. */
  month: number;
  income: bigint;
  cumulativeIncome: bigint;
  /** The cumulative income less the expenses, at least zero. */
  cumulativeBase: bigint;
  /** The base this month added (its income less the expenses it absorbed). */
  base: bigint;
  /** The tax on the cumulative base, whole rubles. */
  cumulativeTax: bigint;
  /** This month's share of the year's tax: the cumulative tax less last month's. */
  tax: bigint;
  /** The bracket (index) of the first and last kopeck of base this month added; equal unless it crossed a threshold. */
  bracketFrom: number;
  bracketTo: number;
  /** The rate of bracketTo, in percent. */
  ratePercent: bigint;
}

export interface TaxYear {
  months: TaxMonth[];
  totalIncome: bigint;
  expenses: bigint;
  /** The expenses actually set against income (never more than the income). */
  deductedExpenses: bigint;
  taxableBase: bigint;
  totalTax: bigint;
  /** Total tax over total income in hundredths of a percent, rounded half up (1300n = 13 %); 0 without income. */
  effectiveRateBasisPoints: bigint;
}

/**
 * The year's tax, month by month, from twelve monthly incomes and the documented
 * expenses (all in kopecks, none negative).
 */
export function computeIncomeTaxYear(monthlyIncome: readonly bigint[], expenses = 0n): TaxYear {
  if (monthlyIncome.length !== 12) throw new RangeError('Twelve monthly incomes are needed');
  if (expenses < 0n || monthlyIncome.some((income) => income < 0n)) throw new RangeError('Amounts are never negative');
  const months: TaxMonth[] = [];
  let cumulativeIncome = 0n;
  let previousBase = 0n;
  let previousTax = 0n;
  monthlyIncome.forEach((income, index) => {
    cumulativeIncome += income;
    const cumulativeBase = cumulativeIncome > expenses ? cumulativeIncome - expenses : 0n;
    const cumulativeTax = incomeTax(cumulativeBase);
    const added = cumulativeBase > previousBase;
    const bracketTo = added ? bracketOfLastKopeck(cumulativeBase) : bracketIndexOf(cumulativeBase);
    const bracketFrom = added ? bracketIndexOf(previousBase) : bracketTo;
    months.push({
      month: index + 1,
      income,
      cumulativeIncome,
      cumulativeBase,
      base: cumulativeBase - previousBase,
      cumulativeTax,
      tax: cumulativeTax - previousTax,
      bracketFrom,
      bracketTo,
      ratePercent: russianIncomeTaxBrackets[bracketTo]!.ratePercent,
    });
    previousBase = cumulativeBase;
    previousTax = cumulativeTax;
  });
  const taxableBase = previousBase;
  const totalTax = previousTax;
  return {
    months,
    totalIncome: cumulativeIncome,
    expenses,
    deductedExpenses: cumulativeIncome - taxableBase,
    taxableBase,
    totalTax,
    effectiveRateBasisPoints:
      cumulativeIncome === 0n ? 0n : (totalTax * 20_000n + cumulativeIncome) / (2n * cumulativeIncome),
  };
}

/**
 * Satoshi at a rate of kopecks per BTC, in kopecks rounded half up: the prefill of a
 * month's income from its rewards.
 */
export function satoshiToKopecks(satoshi: bigint, kopecksPerBtc: bigint): bigint {
  if (satoshi < 0n || kopecksPerBtc < 0n) throw new RangeError('Amounts are never negative');
  const perBtc = 100_000_000n;
  return (satoshi * kopecksPerBtc + perBtc / 2n) / perBtc;
}

/**
 * Which month income counts in: `credited`, the month it was credited to the balance (UTC;
 * income is received when credited, as the tax office counts it), or `mined`, the month of
 * the pool day it was earned for (as the mining report counts). A day's work is credited the
 * next morning, so the two differ at each month's edge.
 */
export const taxIncomeBases = ['credited', 'mined'] as const;
export const taxIncomeBasisSchema = z.enum(taxIncomeBases);
export type TaxIncomeBasis = z.infer<typeof taxIncomeBasisSchema>;

/** GET /miners/{id}/tax-income?year=&basis=: the year to value (the first tax year on) and how months are counted. */
export const taxIncomeQuerySchema = z.object({
  year: z.coerce.number().int().min(firstTaxYear).max(2100),
  basis: taxIncomeBasisSchema.default('credited'),
});
export type TaxIncomeQuery = z.input<typeof taxIncomeQuerySchema>;

/**
 * A month of mining income: what the account earned (payments/earned.ts: rewards and shares
 * received, less splits given), in the month of its basis, each pool day's part valued at
 * that day's recorded BTC/RUB price.
 */
export const taxIncomeMonthSchema = z.object({
  month: z.number().int().min(1).max(12),
  /** All income of the month, in satoshi. */
  satoshi: z.number().int().nonnegative(),
  /** The priced part, in kopecks. */
  kopecks: z.number().int().nonnegative(),
  /** Income of days without a recorded price: left out of `kopecks`. */
  unpriced_satoshi: z.number().int().nonnegative(),
});
export const taxIncomeSchema = z.object({
  year: z.number().int(),
  basis: taxIncomeBasisSchema,
  months: z.array(taxIncomeMonthSchema).length(12),
});
export type TaxIncome = z.infer<typeof taxIncomeSchema>;
