import { firstTaxYear } from '@pool/contract';

/** The years the calculator offers: 2025 (the progressive scale) to this one. */
export function taxYears(currentYear: number): number[] {
  const last = Math.max(currentYear, firstTaxYear);
  return Array.from({ length: last - firstTaxYear + 1 }, (_, index) => last - index);
}
