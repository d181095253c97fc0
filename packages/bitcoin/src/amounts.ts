import { satoshiPerBtc } from '@pool/contract';
import { ChainError } from './chain-error.js';

/** Satoshi as the exact BTC decimal Bitcoin Core reads: 10000 → "0.00010000". Integer arithmetic only. */
export function satoshiToBtc(amount: number): string {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new ChainError(`Not an amount in satoshi: ${amount}`, true);
  const fraction = amount % satoshiPerBtc;
  return `${(amount - fraction) / satoshiPerBtc}.${String(fraction).padStart(8, '0')}`;
}

/** A BTC decimal as Bitcoin Core writes it ("-0.00010000") in satoshi, exactly. */
export function btcToSatoshi(text: string): number {
  const match = /^(-?)(\d{1,8})(?:\.(\d{1,8}))?$/.exec(text);
  if (!match) throw new ChainError(`Not a BTC amount: ${text}`, true);
  const satoshi = Number(match[2]) * satoshiPerBtc + Number((match[3] ?? '').padEnd(8, '0'));
  return match[1] ? -satoshi : satoshi;
}
