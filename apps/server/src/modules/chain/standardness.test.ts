import { describe, expect, it } from 'vitest';
import {
  boundedFeeRate,
  bumpedFeeRate,
  dustLimit,
  maxStandardVsize,
  outputVsize,
  payoutOutputsBudget,
  payoutTransactionVsize,
  planPayoutTransactions,
  reservedInputs,
} from './standardness.js';
import { sats } from '../../domain/sats.js';

const addresses = {
  p2pkh: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
  p2sh: '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
  p2wpkh: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
  p2wsh: 'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3',
  p2tr: 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297',
  testnetP2pkh: 'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn',
  testnetP2wpkh: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
};

describe('standardness of payout transactions', () => {
  it('counts each output type at its real size and dust limit (Bitcoin Core at 3 sat/vB)', () => {
    const sizes = Object.fromEntries(Object.entries(addresses).map(([kind, address]) => [kind, outputVsize(address)]));
    expect(sizes).toEqual({
      p2pkh: 34,
      p2sh: 32,
      p2wpkh: 31,
      p2wsh: 43,
      p2tr: 43,
      testnetP2pkh: 34,
      testnetP2wpkh: 31,
    });
    const dust = Object.fromEntries(Object.entries(addresses).map(([kind, address]) => [kind, dustLimit(address)]));
    expect(dust).toEqual({
      p2pkh: 546,
      p2sh: 540,
      p2wpkh: 294,
      p2wsh: 330,
      p2tr: 330,
      testnetP2pkh: 546,
      testnetP2wpkh: 294,
    });
  });

  it('splits outputs into transactions that stay within 100,000 vB with their reserved inputs and change', () => {
    const perTransaction = Math.floor(payoutOutputsBudget / 31);
    const outputs = Array.from({ length: 10_000 }, () => ({ address: addresses.p2wpkh, amount: sats(600_000) }));
    const { parts, belowDust } = planPayoutTransactions(outputs);
    expect(belowDust).toEqual([]);
    expect(parts.map((part) => part.length)).toEqual([
      perTransaction,
      perTransaction,
      perTransaction,
      10_000 - 3 * perTransaction,
    ]);
    for (const part of parts)
      expect(payoutTransactionVsize(part, reservedInputs)).toBeLessThanOrEqual(maxStandardVsize);
    // One output more than a part holds would pass the limit.
    const overfull = [...parts[0]!, outputs[0]!];
    expect(payoutTransactionVsize(overfull, reservedInputs)).toBeGreaterThan(maxStandardVsize);

    const mixed = [
      ...Array.from({ length: 2000 }, () => ({ address: addresses.p2pkh, amount: sats(546) })),
      ...Array.from({ length: 2000 }, () => ({ address: addresses.p2tr, amount: sats(330) })),
    ];
    const split = planPayoutTransactions(mixed);
    expect(split.parts.flat()).toHaveLength(4000);
    for (const part of split.parts)
      expect(payoutTransactionVsize(part, reservedInputs)).toBeLessThanOrEqual(maxStandardVsize);
  });

  it('sets aside outputs below their dust limit and keeps those at it', () => {
    const outputs = [
      { address: addresses.p2pkh, amount: sats(545) },
      { address: addresses.p2sh, amount: sats(540) },
      { address: addresses.p2wpkh, amount: sats(293) },
      { address: addresses.p2wsh, amount: sats(330) },
      { address: addresses.p2tr, amount: sats(329) },
    ];
    const { parts, belowDust } = planPayoutTransactions(outputs);
    expect(parts).toEqual([[outputs[1], outputs[3]]]);
    expect(belowDust).toEqual([outputs[0], outputs[2], outputs[4]]);
    expect(planPayoutTransactions([outputs[0]!])).toEqual({ parts: [], belowDust: [outputs[0]] });
  });

  it("bounds the fee rate by the platform's settings and bumps by bumpfee's 5 sat/vB at least, never past the ceiling", () => {
    const bounds = { min: 2, max: 20 };
    expect(boundedFeeRate(4.2, bounds)).toBe(5);
    expect(boundedFeeRate(1, bounds)).toBe(2);
    expect(boundedFeeRate(null, bounds)).toBe(2);
    expect(boundedFeeRate(250, bounds)).toBe(20);
    expect(bumpedFeeRate(5, 3, bounds)).toBe(10);
    expect(bumpedFeeRate(5, 12.5, bounds)).toBe(13);
    expect(bumpedFeeRate(5, 30, bounds)).toBe(20);
    // A rate a little above whole (the wallet sized the signatures up) counts as the next one.
    expect(bumpedFeeRate(5.02, null, bounds)).toBe(11);
    expect(bumpedFeeRate(16, 30, bounds)).toBeNull();
    expect(bumpedFeeRate(20, 30, bounds)).toBeNull();
  });
});
