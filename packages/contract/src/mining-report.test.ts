import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsOf, centsText, fiatValue, miningReportQuerySchema } from './mining-report.js';

describe('fiatValue', () => {
  it('values satoshi at a price exactly, rounding half away from zero to hundredths', () => {
    expect(fiatValue(100_000_000, '97123.45000000')).toBe('97123.45');
    expect(fiatValue(1, '97123.45')).toBe('0.00');
    expect(fiatValue(5_148, '97123.45')).toBe('5.00'); // 4.99991...
    expect(fiatValue(50_000, '1.00')).toBe('0.00'); // 0.0005 rounds down below a half cent
    expect(fiatValue(500_000, '1')).toBe('0.01'); // exactly half a cent rounds up
    expect(fiatValue(-500_000, '1')).toBe('-0.01');
    expect(fiatValue(0, '9012345.67')).toBe('0.00');
    expect(fiatValue(2_100_000_000_000_000, '9012345.67000000')).toBe('189259259070000.00');
  });

  it('agrees with integer arithmetic on any amount and price', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 1, max: 1e9 }), (sat, cents) => {
        const price = centsText(BigInt(cents));
        const hundredths = (BigInt(Math.abs(sat)) * BigInt(cents) * 2n + 100_000_000n) / 200_000_000n;
        expect(fiatValue(sat, price)).toBe(centsText(sat < 0 ? -hundredths : hundredths));
      }),
    );
  });

  it('reads back the decimals it writes', () => {
    for (const text of ['0.00', '12.34', '-0.05', '1234567.89']) expect(centsText(centsOf(text))).toBe(text);
  });
});

describe('the report month', () => {
  it('is YYYY-MM from 2025-01', () => {
    expect(miningReportQuerySchema.safeParse({ month: '2025-01' }).success).toBe(true);
    for (const month of ['2024-12', '2025-13', '2025-1', '25-01', '']) {
      expect(miningReportQuerySchema.safeParse({ month }).success, month).toBe(false);
    }
  });
});
