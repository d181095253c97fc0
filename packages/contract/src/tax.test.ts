import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bracketIndexOf,
  computeIncomeTaxYear,
  exactIncomeTax,
  incomeTax,
  roundTaxToRubles,
  russianIncomeTaxBrackets,
  satoshiToKopecks,
  topIncomeTaxRatePercent,
} from './tax.js';

/** Rubles (and kopecks) as kopecks. */
const rub = (rubles: number, kopecks = 0) => BigInt(rubles) * 100n + BigInt(kopecks);
/** An exact tax in hundredths of a kopeck from rubles and a fraction of a kopeck. */
const exact = (kopecks: bigint, hundredths = 0n) => kopecks * 100n + hundredths;

/** Cumulative exact tax at each statutory threshold: 13 % of 2.4 M, then each bracket's full width. */
const at2_4M = rub(312_000); // 2,400,000 × 13 %
const at5M = at2_4M + rub(390_000); // + 2,600,000 × 15 %
const at20M = at5M + rub(2_700_000); // + 15,000,000 × 18 %
const at50M = at20M + rub(6_000_000); // + 30,000,000 × 20 %

describe('exactIncomeTax at every bracket boundary (±1 kopeck)', () => {
  it.each([
    // base, exact tax (hundredths of a kopeck), bracket of the next kopeck
    [0n, 0n, 0],
    [1n, 13n, 0],
    [rub(2_400_000) - 1n, exact(at2_4M) - 13n, 0],
    [rub(2_400_000), exact(at2_4M), 1],
    [rub(2_400_000) + 1n, exact(at2_4M) + 15n, 1],
    [rub(5_000_000) - 1n, exact(at5M) - 15n, 1],
    [rub(5_000_000), exact(at5M), 2],
    [rub(5_000_000) + 1n, exact(at5M) + 18n, 2],
    [rub(20_000_000) - 1n, exact(at20M) - 18n, 2],
    [rub(20_000_000), exact(at20M), 3],
    [rub(20_000_000) + 1n, exact(at20M) + 20n, 3],
    [rub(50_000_000) - 1n, exact(at50M) - 20n, 3],
    [rub(50_000_000), exact(at50M), 4],
    [rub(50_000_000) + 1n, exact(at50M) + 22n, 4],
    [rub(100_000_000), exact(at50M + rub(11_000_000)), 4],
  ])('base %s kopecks → %s hundredths of a kopeck, next kopeck in bracket %s', (base, tax, bracket) => {
    expect(exactIncomeTax(base)).toBe(tax);
    expect(bracketIndexOf(base)).toBe(bracket);
  });

  it('states the tax in whole rubles: under 50 kopecks dropped, 50 and more rounded up (art. 52 §6)', () => {
    expect(roundTaxToRubles(exact(rub(100, 49), 99n))).toBe(rub(100));
    expect(roundTaxToRubles(exact(rub(100, 50)))).toBe(rub(101));
    expect(incomeTax(rub(2_400_000))).toBe(at2_4M);
    expect(incomeTax(rub(2_400_000) + 1n)).toBe(at2_4M);
    expect(incomeTax(rub(1_000, 3))).toBe(rub(130)); // 130.0039 RUB
    expect(incomeTax(rub(1_003, 85))).toBe(rub(131)); // 130.5005 RUB
    expect(incomeTax(rub(50_000_000))).toBe(at50M);
  });

  it('refuses a negative base', () => {
    expect(() => exactIncomeTax(-1n)).toThrow(RangeError);
  });
});

describe('computeIncomeTaxYear', () => {
  const year = (months: bigint[], expenses?: bigint) => computeIncomeTaxYear(months, expenses);
  const flat = (monthly: bigint) => Array.from({ length: 12 }, () => monthly);

  it('zero income: no tax, rate 0, first bracket', () => {
    const result = year(flat(0n));
    expect(result.totalTax).toBe(0n);
    expect(result.effectiveRateBasisPoints).toBe(0n);
    expect(result.months.every((month) => month.tax === 0n && month.bracketTo === 0 && month.base === 0n)).toBe(true);
  });

  it('200,000 RUB a month stays at 13 % exactly up to the 2.4 M threshold', () => {
    const result = year(flat(rub(200_000)));
    expect(result.months.map((month) => month.tax)).toEqual(flat(rub(26_000)));
    expect(result.totalTax).toBe(at2_4M);
    expect(result.effectiveRateBasisPoints).toBe(1300n);
    expect(result.months.at(-1)).toMatchObject({ bracketFrom: 0, bracketTo: 0, ratePercent: 13n });
  });

  it('one kopeck more in December crosses into 15 % in that month', () => {
    const months = flat(rub(200_000));
    months[11] = rub(200_000) + 1n;
    const december = year(months).months[11]!;
    expect(december).toMatchObject({ bracketFrom: 0, bracketTo: 1, ratePercent: 15n, tax: rub(26_000) });
  });

  it('a year crossing brackets mid-year: each part of the crossing month at its own rate', () => {
    // 1,000,000 RUB a month: 2.4 M is crossed in March, 5 M in May.
    const result = year(flat(rub(1_000_000)));
    const taxes = result.months.map((month) => month.tax);
    expect(taxes[0]).toBe(rub(130_000));
    expect(taxes[1]).toBe(rub(130_000));
    expect(taxes[2]).toBe(rub(52_000 + 90_000)); // 400,000 at 13 % + 600,000 at 15 %
    expect(taxes[3]).toBe(rub(150_000));
    expect(taxes[4]).toBe(rub(150_000)); // 4 M → 5 M, all at 15 %
    expect(taxes[5]).toBe(rub(180_000));
    expect(result.months[2]).toMatchObject({ bracketFrom: 0, bracketTo: 1, ratePercent: 15n });
    expect(result.months[4]).toMatchObject({ bracketFrom: 1, bracketTo: 1 });
    expect(result.months[5]).toMatchObject({ bracketFrom: 2, bracketTo: 2, ratePercent: 18n });
    // 12 M: 312,000 + 390,000 + 7 M × 18 %
    expect(result.totalTax).toBe(rub(312_000 + 390_000 + 1_260_000));
    expect(result.effectiveRateBasisPoints).toBe(1635n); // 1,962,000 / 12,000,000 = 16.35 %
  });

  it('documented expenses lower the base from January on, never below zero', () => {
    const months = flat(0n);
    months[0] = rub(100_000);
    months[1] = rub(300_000);
    const result = year(months, rub(150_000));
    expect(result.months[0]).toMatchObject({ cumulativeBase: 0n, base: 0n, tax: 0n });
    expect(result.months[1]).toMatchObject({ cumulativeBase: rub(250_000), tax: rub(32_500) });
    expect(result.deductedExpenses).toBe(rub(150_000));
    expect(result.taxableBase).toBe(rub(250_000));
    const larger = year(months, rub(1_000_000));
    expect(larger).toMatchObject({ taxableBase: 0n, totalTax: 0n, deductedExpenses: rub(400_000) });
  });

  it('refuses other than twelve months or negative amounts', () => {
    expect(() => year([0n])).toThrow(RangeError);
    expect(() => year(flat(-1n))).toThrow(RangeError);
    expect(() => year(flat(0n), -1n)).toThrow(RangeError);
  });
});

describe('properties', () => {
  const kopecks = fc.bigInt({ min: 0n, max: rub(80_000_000) });
  const months = fc.array(fc.bigInt({ min: 0n, max: rub(8_000_000) }), { minLength: 12, maxLength: 12 });

  it('the exact tax is monotone and every kopeck is taxed at 13–22 %', () => {
    fc.assert(
      fc.property(kopecks, fc.bigInt({ min: 0n, max: rub(10_000_000) }), (base, more) => {
        const increase = exactIncomeTax(base + more) - exactIncomeTax(base);
        expect(increase).toBeGreaterThanOrEqual(13n * more);
        expect(increase).toBeLessThanOrEqual(topIncomeTaxRatePercent * more);
      }),
    );
  });

  it('the stated tax is monotone, within half a ruble of the exact one, and never above 22 % beyond rounding', () => {
    fc.assert(
      fc.property(kopecks, fc.bigInt({ min: 0n, max: rub(10_000_000) }), (base, more) => {
        expect(incomeTax(base + more)).toBeGreaterThanOrEqual(incomeTax(base));
        const difference = incomeTax(base) * 100n - exactIncomeTax(base);
        expect(difference > -5000n && difference <= 5000n).toBe(true);
        // 100 kopecks: the two roundings, each within half a ruble.
        expect((incomeTax(base + more) - incomeTax(base)) * 100n).toBeLessThanOrEqual(
          topIncomeTaxRatePercent * more + 100n * 100n,
        );
      }),
    );
  });

  it('the monthly increments add up to the year total, which is the tax on the annual base', () => {
    fc.assert(
      fc.property(months, fc.bigInt({ min: 0n, max: rub(5_000_000) }), (incomes, expenses) => {
        const result = computeIncomeTaxYear(incomes, expenses);
        expect(result.months.reduce((sum, month) => sum + month.tax, 0n)).toBe(result.totalTax);
        const total = incomes.reduce((sum, income) => sum + income, 0n);
        expect(result.totalIncome).toBe(total);
        expect(result.totalTax).toBe(incomeTax(total > expenses ? total - expenses : 0n));
        expect(result.months.every((month) => month.tax >= 0n)).toBe(true);
        expect(result.months.every((month) => month.bracketFrom <= month.bracketTo)).toBe(true);
        expect(result.effectiveRateBasisPoints).toBeLessThanOrEqual(2200n);
      }),
    );
  });

  it('more income in any month never lowers the year tax', () => {
    fc.assert(
      fc.property(months, fc.nat(11), fc.bigInt({ min: 0n, max: rub(1_000_000) }), (incomes, month, more) => {
        const raised = [...incomes];
        raised[month]! += more;
        expect(computeIncomeTaxYear(raised).totalTax).toBeGreaterThanOrEqual(computeIncomeTaxYear(incomes).totalTax);
      }),
    );
  });
});

describe('satoshiToKopecks', () => {
  it('converts at a rate per BTC, rounding half up', () => {
    expect(satoshiToKopecks(100_000_000n, rub(9_000_000))).toBe(rub(9_000_000));
    expect(satoshiToKopecks(12_345n, rub(9_000_000))).toBe(rub(1_111, 5)); // 1,111.05 RUB
    expect(satoshiToKopecks(1n, 50_000_000n)).toBe(1n); // half a kopeck rounds up
    expect(satoshiToKopecks(1n, 49_999_999n)).toBe(0n);
  });
});

it('the brackets are the statutory ones, ×12 of the spec monthly figures rounded', () => {
  expect(russianIncomeTaxBrackets.map((bracket) => [bracket.upTo, bracket.ratePercent])).toEqual([
    [rub(2_400_000), 13n],
    [rub(5_000_000), 15n],
    [rub(20_000_000), 18n],
    [rub(50_000_000), 20n],
    [null, 22n],
  ]);
});
