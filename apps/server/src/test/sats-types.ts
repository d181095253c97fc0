/**
 * Checked by `tsc -p tsconfig.node.json` (npm run check), never run: each `@ts-expect-error`
 * line mixes satoshi with something that is not an amount, so the check fails if `Sats`
 * stops being a type of its own.
 */
import { sats, sumSats, type Sats } from '../domain/sats.js';
import { payoutAmount } from '../modules/payouts/index.js';
import type { Posting } from '../modules/ledger/index.js';

export function satsTypeChecks(balance: Sats, btc: number, exact: bigint): Sats[] {
  const cap = sats(50_000);
  // The right calls type-check: amounts made by sats() and the amount arithmetic.
  const paid = payoutAmount(balance, cap);
  const posting: Posting = { account: 'a', amount: sumSats([paid, cap]) };

  // @ts-expect-error a plain number is no amount
  payoutAmount(100_000, cap);
  // @ts-expect-error a BTC float is no amount
  const fromBtc: Sats = btc * 1e8;
  // @ts-expect-error a bigint is no amount either: sats() turns it into one
  const fromBigint: Sats = exact;
  // @ts-expect-error arithmetic on amounts gives a plain number, not an amount
  const doubled: Sats = balance + balance;
  // @ts-expect-error a posting's amount is Sats
  const plain: Posting = { account: 'a', amount: 1 };

  return [paid, posting.amount, fromBtc, fromBigint, doubled, plain.amount];
}
