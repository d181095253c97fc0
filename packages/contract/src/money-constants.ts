/**
 * Money's constants and the BTC formatter, apart from the schemas in money.ts: the
 * dashboard's first visit takes these without the schema library.
 */

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

/** Product §9: rewards at 09:00 UTC for the previous pool day, payouts at 14:00 UTC. */
export const rewardHourUtc = 9;
export const payoutHourUtc = 14;

/** A payments export holds at most this many payments (the newest); the response says when it was cut. */
export const paymentsExportRowLimit = 100_000;

/** The server's proxy of a price source (product §7 "Exchange rates"). */
export const exchangeRatesPath = '/exchange-rates';
