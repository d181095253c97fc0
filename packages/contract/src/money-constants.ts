/**
 * Money's constants, apart from the schemas in money.ts: the dashboard's first visit takes
 * these without the schema library, and the BTC formatters of the screens and the messages.
 */

import { intlLocaleOf, missingValue, numberFormatOf } from './figures-format.js';

export const satoshiPerBtc = 100_000_000;
/** The total supply bounds every amount. */
export const maxSatoshi = 21_000_000 * satoshiPerBtc;

/** Satoshi as an exact BTC decimal with 8 places (10000 → "0.00010000"), by integer arithmetic only. */
export function formatBtc(satoshi: number): string {
  if (!Number.isSafeInteger(satoshi)) throw new RangeError(`Not an amount in satoshi: ${satoshi}`);
  const magnitude = Math.abs(satoshi);
  const fraction = magnitude % satoshiPerBtc;
  const whole = (magnitude - fraction) / satoshiPerBtc;
  return `${satoshi < 0 ? '-' : ''}${whole}.${String(fraction).padStart(8, '0')}`;
}

const separators = new Map<string, { whole: Intl.NumberFormat; decimal: string }>();
function separatorsOf(locale: string) {
  let entry = separators.get(locale);
  if (!entry) {
    const whole = numberFormatOf(locale, { maximumFractionDigits: 0 });
    const decimal = numberFormatOf(locale)
      .formatToParts(1.5)
      .find((part) => part.type === 'decimal');
    entry = { whole, decimal: decimal?.value ?? '.' };
    separators.set(locale, entry);
  }
  return entry;
}

/**
 * Satoshi as BTC with all eight decimals in the language's digit grouping and decimal
 * separator, with the unit: 123456789012 → "1,234.56789012 BTC" (en), "1 234,56789012 BTC"
 * (ru). Built from the integer's digits (`formatBtc`), never a float division.
 */
export function formatBtcAmount(satoshi: number | null | undefined, language: string): string {
  if (satoshi === null || satoshi === undefined || !Number.isSafeInteger(satoshi)) return missingValue;
  const { whole, decimal } = separatorsOf(intlLocaleOf(language));
  const [integer = '0', fraction = ''] = formatBtc(Math.abs(satoshi)).split('.');
  const sign = satoshi < 0 ? '-' : '';
  return `${sign}${whole.format(Number(integer))}${decimal}${fraction} BTC`;
}

/** Product §9: rewards at 09:00 UTC for the previous pool day, payouts at 14:00 UTC. */
export const rewardHourUtc = 9;
export const payoutHourUtc = 14;

/** A payments export holds at most this many payments (the newest); the response says when it was cut. */
export const paymentsExportRowLimit = 100_000;

/** The server's proxy of a price source (product §7 "Exchange rates"). */
export const exchangeRatesPath = '/exchange-rates';
