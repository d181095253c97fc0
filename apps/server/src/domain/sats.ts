/**
 * Amounts of bitcoin in integer satoshi, the one money type of the reward pipeline, the
 * ledger, payouts and fee income. At run time a plain number, as pg's int8 parser and the
 * API give it; to the compiler a brand of its own, so a plain number, a BTC float or a
 * bigint is refused where an amount is expected. An amount is made by `sats()`, which
 * refuses what is not an exact integer, or by the arithmetic below; the result of `+` or
 * `*` on amounts is a plain number again and cannot be passed on as one.
 */
import type { Ratio } from './percent.js';

declare const satsBrand: unique symbol;
export type Sats = number & { readonly [satsBrand]: 'sats' };

/** An amount that is no exact integer of satoshi: a programming error, never user input (the contract validates that). */
export class SatsError extends Error {}

/**
 * The one way into Sats: a database or API number, or the reward arithmetic's exact
 * bigint. Refused, not rounded, where a number would lose a satoshi (a fraction, or above
 * 2^53, about 90 million BTC).
 */
export function sats(value: number | bigint): Sats {
  const amount = Number(value);
  if (!Number.isSafeInteger(amount)) throw new SatsError(`${value} satoshi is not an exact integer amount`);
  return amount as Sats;
}

export const zeroSats = sats(0);

export function sumSats(amounts: Iterable<Sats>): Sats {
  let total = 0;
  for (const amount of amounts) total += amount;
  return sats(total);
}

export function subtractSats(from: Sats, amount: Sats): Sats {
  return sats(from - amount);
}

/** The other side of a posting (× −1: lint refuses a unary minus on a branded number). */
export function negateSats(amount: Sats): Sats {
  return sats(-1 * amount);
}

export function minSats(a: Sats, b: Sats): Sats {
  return a <= b ? a : b;
}

/**
 * ⌊amount × percent / 100⌋ of a non-negative amount, exact (in bigint): the one rounding
 * rule of fees and shares, down, in favour of the one they are taken from.
 */
export function percentOfSats(amount: Sats, percent: Ratio): Sats {
  return sats((BigInt(amount) * percent.num) / (100n * percent.den));
}
