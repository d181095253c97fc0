/**
 * The FPPS reward of one miner account for one pool day, exact in satoshi (product §3, §9).
 * Pure: no I/O, no clock, exact arithmetic only (bigint inside, amounts out as Sats). The
 * daily reward job and the processing-earnings estimate both call `computeFpps`, so they
 * cannot disagree.
 *
 *   hash_rate = round(accepted × 2^32 / 86,400)        H/s, the day's average
 *   gross     = floor(hash_rate × rate / 10^12)        rate: satoshi per TH/s per day
 *   then, in this order, each on what the previous steps left:
 *   pool fee → operator fee → profit splits
 *   each deduction = floor(base × percent / 100), so rounding favours the miner;
 *   after_fees = gross − pool fee − operator fee   (the account's reward payment)
 *   net        = after_fees − Σ profit splits       (what stays on the account)
 *   The referrer's share is floor(pool fee × percent / 100): paid out of the pool's fee,
 *   never out of the miner's reward, so it does not change net.
 */

import { formatPercent, parsePercent, type Ratio, type Share } from '../../domain/percent.js';
import { percentOfSats, sats, type Sats, subtractSats, sumSats } from '../../domain/sats.js';

/** A wrong input: a programming error (the contract validates user input before). */
export class FppsError extends Error {}

export const hashesPerDifficulty = 2n ** 32n;
export const secondsPerDay = 86_400n;
const hashesPerTerahash = 10n ** 12n;
const hundred = 100n;

/** Who receives a deduction. */
export type DeductionKind = 'pool_fee' | 'operator_fee' | 'profit_split' | 'referral';

export interface Deduction {
  kind: DeductionKind;
  /** The operator, split recipient or referrer; null for the pool's own fee. A referral is taken from the pool fee. */
  recipient: string | null;
  /** The percent applied, exact ("0.9", "0.765"). */
  percent: string;
  amount: Sats;
}

/**
 * A promo code's change to the pool fee (product §3): `abs` makes the fee this percent of the
 * reward, `rel` takes this percent off the fee. A promo never raises the fee.
 */
export interface PromoAdjustment {
  type: 'abs' | 'rel';
  percent: string;
}

export interface FppsInput {
  /** Σ accepted share difficulty of the account over the pool day (or the part of it so far). */
  accepted: number;
  /** Satoshi per TH/s per day. */
  rate: number | bigint;
  /** The pool fee in force that day, a decimal percent string. */
  poolFeePercent: string;
  promo?: PromoAdjustment | null;
  /** The operator's fee on its customer, when one is in force. */
  operatorFee?: Share | null;
  /** Profit splits of the account; each takes its percent of what the fees left. */
  profitSplits?: readonly Share[];
  /** The referrer's share of the pool fee. */
  referral?: Share | null;
}

export interface FppsResult {
  /** The day's average hashrate in H/s. */
  hashRate: bigint;
  gross: Sats;
  /** The pool fee percent after the promo. */
  poolFeePercent: string;
  /** Every deduction in pipeline order (zero amounts included), the referral from the pool fee last. */
  deductions: Deduction[];
  /** Gross less the pool's and the operator's fees: the account's reward before its splits. */
  afterFees: Sats;
  net: Sats;
}

/** The exact value of a finite non-negative double, as mantissa × 2^exponent. */
export function exactRational(value: number): Ratio {
  if (!Number.isFinite(value) || value < 0) throw new FppsError(`Not a finite non-negative number: ${value}`);
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, value);
  const bits = view.getBigUint64(0);
  const exponent = Number((bits >> 52n) & 0x7ffn);
  const fraction = bits & ((1n << 52n) - 1n);
  const mantissa = exponent === 0 ? fraction : fraction | (1n << 52n);
  let power = (exponent === 0 ? 1 : exponent) - 1075;
  let num = mantissa;
  while (power < 0 && num > 0n && (num & 1n) === 0n) {
    num >>= 1n;
    power += 1;
  }
  return power >= 0 ? { num: num << BigInt(power), den: 1n } : { num, den: 1n << BigInt(-power) };
}

/** round(accepted × 2^32 / seconds), halves up: the average hashrate of a span in H/s. */
export function averageHashRate(accepted: number, seconds: bigint = secondsPerDay): bigint {
  if (seconds <= 0n) throw new FppsError('A span must be positive');
  const { num, den } = exactRational(accepted);
  const divisor = den * seconds;
  return (2n * num * hashesPerDifficulty + divisor) / (2n * divisor);
}

/** The pool fee after a promo: `abs` replaces it when lower, `rel` takes a share off it. */
export function promoFee(fee: Ratio, promo: PromoAdjustment | null | undefined): Ratio {
  if (!promo) return fee;
  const promoPercent = parsePercent(promo.percent);
  if (promo.type === 'rel') {
    return {
      num: fee.num * (hundred * promoPercent.den - promoPercent.num),
      den: fee.den * hundred * promoPercent.den,
    };
  }
  return promoPercent.num * fee.den < fee.num * promoPercent.den ? promoPercent : fee;
}

function toRate(rate: number | bigint): bigint {
  if (typeof rate === 'number' && !Number.isSafeInteger(rate)) throw new FppsError(`Rate must be an integer: ${rate}`);
  const value = BigInt(rate);
  if (value < 0n) throw new FppsError('Rate must not be negative');
  return value;
}

interface Step {
  kind: DeductionKind;
  recipient: string | null;
  percent: Ratio;
}

/** Deductions that share one base; together they may take at most all of it. */
function deductAll(base: Sats, steps: readonly Step[]): Deduction[] {
  const total = steps.reduce(
    (sum, step) => ({ num: sum.num * step.percent.den + step.percent.num * sum.den, den: sum.den * step.percent.den }),
    { num: 0n, den: 1n },
  );
  if (total.num > hundred * total.den) throw new FppsError('Shares of one step exceed 100 %');
  return steps.map((step) => ({
    kind: step.kind,
    recipient: step.recipient,
    percent: formatPercent(step.percent),
    amount: percentOfSats(base, step.percent),
  }));
}

function sharesOf(kind: DeductionKind, shares: readonly (Share | null | undefined)[]): Step[] {
  return shares.flatMap((share) =>
    share ? [{ kind, recipient: share.recipient, percent: parsePercent(share.percent) }] : [],
  );
}

/** The FPPS pipeline: gross, every deduction with its recipient, net. */
export function computeFpps(input: FppsInput): FppsResult {
  const hashRate = averageHashRate(input.accepted);
  const gross = sats((hashRate * toRate(input.rate)) / hashesPerTerahash);
  const poolFee = promoFee(parsePercent(input.poolFeePercent), input.promo);
  const deductions: Deduction[] = [];
  let remaining = gross;
  const deduct = (steps: Step[]): Sats => {
    const taken = deductAll(remaining, steps);
    for (const deduction of taken) remaining = subtractSats(remaining, deduction.amount);
    deductions.push(...taken);
    return sumSats(taken.map((deduction) => deduction.amount));
  };
  const poolFeeAmount = deduct([{ kind: 'pool_fee', recipient: null, percent: poolFee }]);
  deduct(sharesOf('operator_fee', [input.operatorFee]));
  const afterFees = remaining;
  deduct(sharesOf('profit_split', input.profitSplits ?? []));
  deductions.push(...deductAll(poolFeeAmount, sharesOf('referral', [input.referral])));
  return { hashRate, gross, poolFeePercent: formatPercent(poolFee), deductions, afterFees, net: remaining };
}

/** The sum of a result's deductions of one kind (and recipient, when given). */
export function deducted(result: FppsResult, kind: DeductionKind, recipient?: string): Sats {
  return sumSats(
    result.deductions
      .filter((deduction) => deduction.kind === kind && (recipient === undefined || deduction.recipient === recipient))
      .map((deduction) => deduction.amount),
  );
}

/** What the pool keeps of its fee: the fee less the referrer's share of it. */
export function poolIncomeOf(result: FppsResult): Sats {
  return subtractSats(deducted(result, 'pool_fee'), deducted(result, 'referral'));
}
