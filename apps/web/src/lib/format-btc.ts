import { satoshiPerBtc, type ExtraCurrency } from '@pool/contract';
import { intlLocaleOf, missingValue, numberFormatOf } from './format';

/**
 * Money on the screens. Amounts arrive as integer satoshi; BTC is shown with all eight
 * decimals, built from the integer's digits by the contract's `formatBtc` (never a float
 * division). Fiat equivalents are estimates, so a float product is fine there.
 */

const btcDecimals = 8;

/** The USDT and RUB value of one BTC; null where no valid rate is known. */
export type FiatRates = Record<ExtraCurrency, number | null>;

export const noFiatRates: FiatRates = { USDT: null, RUB: null };

/** Satoshi as BTC in the language's format: the contract's one definition for screens and messages. */
export { formatBtcAmount as formatBtc } from '@pool/contract';

/**
 * A BTC amount typed by a person ("0.005", "0,005", "1") as satoshi; undefined when it is
 * not a non-negative number with at most eight decimals. Computed from the digits, so
 * "0.1" is exactly 10000000.
 */
export function parseBtc(text: string): number | undefined {
  const match = /^(\d{1,8})(?:[.,](\d{0,8}))?$/.exec(text.trim());
  if (!match) return undefined;
  const [, integer = '0', fraction = ''] = match;
  return Number(integer) * satoshiPerBtc + Number(fraction.padEnd(btcDecimals, '0'));
}

/** What an amount of satoshi is worth in a fiat currency at a rate per BTC; null without a rate. */
export function fiatValue(satoshi: number, rate: number | null): number | null {
  if (rate === null || !Number.isFinite(rate) || rate <= 0) return null;
  return (satoshi / satoshiPerBtc) * rate;
}

/**
 * A fiat amount with two decimals: RUB with its sign (₽), USDT, which has no ISO 4217
 * code for Intl, with its ticker: "1,234.50 USDT".
 */
export function formatFiat(value: number | null | undefined, currency: ExtraCurrency, language: string): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return missingValue;
  const locale = intlLocaleOf(language);
  if (currency === 'RUB') {
    return numberFormatOf(locale, {
      style: 'currency',
      currency: 'RUB',
      currencyDisplay: 'narrowSymbol',
    }).format(value);
  }
  const number = numberFormatOf(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
  return `${number} ${currency}`;
}
