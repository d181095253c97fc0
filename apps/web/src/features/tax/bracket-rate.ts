import { russianIncomeTaxBrackets } from '@pool/contract';
import { formatPercent } from '@/lib/format';

/** The rate of a bracket (its index in the contract's brackets), as the page writes it. */
export function bracketRate(bracket: number, language: string): string {
  return formatPercent(Number(russianIncomeTaxBrackets[bracket]!.ratePercent), language, 0);
}
