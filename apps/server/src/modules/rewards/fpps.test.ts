import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPercent, parsePercent, PercentError } from '../../domain/percent.js';
import {
  averageHashRate,
  computeFpps,
  deducted,
  exactRational,
  FppsError,
  poolIncomeOf,
  type FppsInput,
} from './fpps.js';

/**
 * Property tests of the FPPS pipeline. The expected values are computed here on their
 * own: percents as integer hundredths, work as an exact dyadic fraction m / 2^k, so
 * nothing below reuses the pipeline's parsing or its double decomposition.
 */

/** A percent with at most two decimals, as hundredths (0–10,000) and as the string the API sends. */
const hundredths = fc.integer({ min: 0, max: 10_000 });
const asPercent = (h: number) => (h % 100 === 0 ? `${h / 100}` : (h / 100).toFixed(h % 10 === 0 ? 1 : 2));

/** Work of a day: m / 2^k share difficulty, exact in a double (m < 2^53). */
const work = fc.record({
  m: fc.bigInt({ min: 0n, max: 2n ** 44n }),
  k: fc.integer({ min: 0, max: 20 }),
});
const accepted = ({ m, k }: { m: bigint; k: number }) => Number(m) / 2 ** k;
const rate = fc.integer({ min: 0, max: 1_000_000 });

/** round(m × 2^32 / (2^k × 86,400)), halves up, computed directly. */
function expectedHashRate(m: bigint, k: number): bigint {
  const num = m * 2n ** 32n;
  const den = 2n ** BigInt(k) * 86_400n;
  return (2n * num + den) / (2n * den);
}

const fullInput = fc.record({
  work,
  rate,
  pool: hundredths,
  operator: fc.option(hundredths, { nil: null }),
  splits: fc.array(fc.integer({ min: 0, max: 5_000 }), { maxLength: 2 }),
  referral: fc.option(hundredths, { nil: null }),
  promo: fc.option(fc.record({ type: fc.constantFrom('abs' as const, 'rel' as const), h: hundredths }), { nil: null }),
});

type ValueOf<A> = A extends fc.Arbitrary<infer T> ? T : never;

function toInput(value: ValueOf<typeof fullInput>): FppsInput {
  return {
    accepted: accepted(value.work),
    rate: value.rate,
    poolFeePercent: asPercent(value.pool),
    operatorFee: value.operator === null ? null : { recipient: 'op', percent: asPercent(value.operator) },
    profitSplits: value.splits.map((h, index) => ({ recipient: `split-${index}`, percent: asPercent(h) })),
    referral: value.referral === null ? null : { recipient: 'ref', percent: asPercent(value.referral) },
    promo: value.promo && { type: value.promo.type, percent: asPercent(value.promo.h) },
  };
}

describe('FPPS pipeline', () => {
  it('keeps net + Σ deductions = gross, with nothing negative', () => {
    fc.assert(
      fc.property(fullInput, (value) => {
        const result = computeFpps(toInput(value));
        // The referral comes out of the pool fee, so it is not among what the miner gives up.
        const total = result.deductions
          .filter((deduction) => deduction.kind !== 'referral')
          .reduce((sum, deduction) => sum + BigInt(deduction.amount), 0n);
        expect(BigInt(result.net) + total).toBe(BigInt(result.gross));
        expect(result.afterFees).toBe(result.gross - deducted(result, 'pool_fee') - deducted(result, 'operator_fee'));
        expect(result.net).toBe(result.afterFees - deducted(result, 'profit_split'));
        expect(poolIncomeOf(result) + deducted(result, 'referral')).toBe(deducted(result, 'pool_fee'));
        expect(result.gross >= 0n && result.net >= 0n && poolIncomeOf(result) >= 0n).toBe(true);
        for (const deduction of result.deductions) expect(deduction.amount >= 0n).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('averages the work into H/s exactly, rounding halves up', () => {
    fc.assert(
      fc.property(work, ({ m, k }) => {
        expect(averageHashRate(accepted({ m, k }))).toBe(expectedHashRate(m, k));
      }),
      { numRuns: 2000 },
    );
  });

  it('computes gross and every fee as exact floors, independently of the pipeline', () => {
    fc.assert(
      fc.property(work, rate, hundredths, hundredths, ({ m, k }, r, pool, operator) => {
        const result = computeFpps({
          accepted: accepted({ m, k }),
          rate: r,
          poolFeePercent: asPercent(pool),
          operatorFee: { recipient: 'op', percent: asPercent(operator) },
        });
        const gross = (expectedHashRate(m, k) * BigInt(r)) / 10n ** 12n;
        // floor(base × p / 100) with p = h / 100: floor(base × h / 10,000).
        const poolFee = (gross * BigInt(pool)) / 10_000n;
        const operatorFee = ((gross - poolFee) * BigInt(operator)) / 10_000n;
        expect(BigInt(result.gross)).toBe(gross);
        expect(BigInt(deducted(result, 'pool_fee'))).toBe(poolFee);
        expect(BigInt(deducted(result, 'operator_fee', 'op'))).toBe(operatorFee);
        expect(BigInt(result.net)).toBe(gross - poolFee - operatorFee);
        // The floor's defining inequality: fee ≤ gross × p / 100 < fee + 1.
        expect(poolFee * 10_000n <= gross * BigInt(pool)).toBe(true);
        expect(gross * BigInt(pool) < (poolFee + 1n) * 10_000n).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('pays more for more work and for a higher rate (never less)', () => {
    fc.assert(
      fc.property(work, work, rate, rate, hundredths, hundredths, (a, b, r1, r2, pool, operator) => {
        const [low, high] = accepted(a) <= accepted(b) ? [a, b] : [b, a];
        const [rLow, rHigh] = r1 <= r2 ? [r1, r2] : [r2, r1];
        const run = (w: typeof a, r: number) =>
          computeFpps({
            accepted: accepted(w),
            rate: r,
            poolFeePercent: asPercent(pool),
            operatorFee: { recipient: 'op', percent: asPercent(operator) },
          });
        for (const [smaller, larger] of [
          [run(low, rLow), run(high, rLow)],
          [run(low, rLow), run(low, rHigh)],
          [run(low, rLow), run(high, rHigh)],
        ] as const) {
          expect(smaller.gross <= larger.gross).toBe(true);
          expect(smaller.net <= larger.net).toBe(true);
          expect(deducted(smaller, 'pool_fee') <= deducted(larger, 'pool_fee')).toBe(true);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('applies an abs promo as the final fee when it is lower, and never raises the fee', () => {
    fc.assert(
      fc.property(work, rate, hundredths, hundredths, (w, r, fee, promo) => {
        const input = { accepted: accepted(w), rate: r, poolFeePercent: asPercent(fee) };
        const plain = computeFpps(input);
        const promoted = computeFpps({ ...input, promo: { type: 'abs', percent: asPercent(promo) } });
        const expected = (BigInt(plain.gross) * BigInt(Math.min(fee, promo))) / 10_000n;
        expect(BigInt(deducted(promoted, 'pool_fee'))).toBe(expected);
        expect(deducted(promoted, 'pool_fee') <= deducted(plain, 'pool_fee')).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('applies a rel promo as a discount of the fee: fee × (100 − d) / 100', () => {
    fc.assert(
      fc.property(work, rate, hundredths, hundredths, (w, r, fee, discount) => {
        const input = { accepted: accepted(w), rate: r, poolFeePercent: asPercent(fee) };
        const result = computeFpps({ ...input, promo: { type: 'rel', percent: asPercent(discount) } });
        // gross × (fee/100 %) × (1 − discount/100 %) = gross × fee × (10,000 − discount) / 10^8.
        const expected = (BigInt(result.gross) * BigInt(fee) * BigInt(10_000 - discount)) / 10n ** 8n;
        expect(BigInt(deducted(result, 'pool_fee'))).toBe(expected);
        if (discount === 0) expect(result.poolFeePercent).toBe(asPercent(fee));
        if (discount === 10_000) expect(deducted(result, 'pool_fee')).toBe(0);
      }),
      { numRuns: 1000 },
    );
  });

  it('gives zero everywhere for zero work', () => {
    fc.assert(
      fc.property(fullInput, (value) => {
        const result = computeFpps({ ...toInput(value), accepted: 0 });
        expect(result.hashRate).toBe(0n);
        expect(result.gross).toBe(0);
        expect(result.net).toBe(0);
        for (const deduction of result.deductions) expect(deduction.amount).toBe(0);
      }),
    );
  });

  it('lets profit splits share one base and refuses splits over 100 %', () => {
    const result = computeFpps({
      accepted: 86_400 * 2 ** -32 * 1e15, // 1 PH/s all day
      rate: 50_000,
      poolFeePercent: '1',
      profitSplits: [
        { recipient: 'a', percent: '10' },
        { recipient: 'b', percent: '10' },
      ],
    });
    expect(result.gross).toBe(50_000_000);
    expect(deducted(result, 'pool_fee')).toBe(500_000);
    expect(deducted(result, 'profit_split', 'a')).toBe(4_950_000);
    expect(deducted(result, 'profit_split', 'b')).toBe(4_950_000);
    expect(result.net).toBe(39_600_000);
    expect(() =>
      computeFpps({
        accepted: 1,
        rate: 1,
        poolFeePercent: '1',
        profitSplits: [
          { recipient: 'a', percent: '60' },
          { recipient: 'b', percent: '50' },
        ],
      }),
    ).toThrow(FppsError);
  });

  it("pays the referrer's share out of the pool fee, leaving the miner's reward as it was", () => {
    const input = { accepted: 86_400 * 2 ** -32 * 1e15, rate: 50_000, poolFeePercent: '1' };
    const plain = computeFpps(input);
    const referred = computeFpps({ ...input, referral: { recipient: 'r', percent: '10' } });
    expect(deducted(referred, 'pool_fee')).toBe(500_000);
    expect(deducted(referred, 'referral', 'r')).toBe(50_000);
    expect(poolIncomeOf(referred)).toBe(450_000);
    expect(referred.net).toBe(plain.net);
    expect(referred.afterFees).toBe(49_500_000);
  });

  it('reads and writes percents exactly and refuses what is not one', () => {
    expect(parsePercent('0.90')).toEqual({ num: 90n, den: 100n });
    expect(formatPercent(parsePercent('0.90'))).toBe('0.9');
    expect(formatPercent({ num: 765n, den: 100_000n })).toBe('0.00765');
    expect(formatPercent(parsePercent('100.00'))).toBe('100');
    for (const bad of ['', '-1', '100.01', '1e2', '0,9', ' 1']) expect(() => parsePercent(bad)).toThrow(PercentError);
    expect(exactRational(0.5)).toEqual({ num: 1n, den: 2n });
    expect(exactRational(3)).toEqual({ num: 3n, den: 1n });
    expect(() => exactRational(Number.NaN)).toThrow(FppsError);
    expect(() => computeFpps({ accepted: 1, rate: 1.5, poolFeePercent: '1' })).toThrow(FppsError);
  });
});
