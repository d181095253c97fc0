import { parseBitcoinAddress } from '@pool/bitcoin';
import type { ChainOutput } from './chain.js';

/**
 * What Bitcoin Core relays and mines (its standardness policy) as far as a payout
 * transaction is concerned: how big it may be, how small an output may be, and what a
 * payout transaction of given outputs weighs.
 */

/** The largest transaction a node relays: MAX_STANDARD_TX_WEIGHT 400,000 WU = 100,000 vB. */
export const maxStandardVsize = 100_000;

/** The dust relay fee: an output is dust when spending it would cost more than it holds at 3 sat/vB. */
const dustRelayFeePerVbyte = 3;

/**
 * Version (4 B), lock time (4 B), segwit marker and flag (2 WU, rounded up to 1 vB) and
 * both counts written on 3 bytes (a count from 253 to 65,535).
 */
const transactionOverheadVsize = 4 + 4 + 1 + 3 + 3;

/**
 * The wallet's coins are assumed to be P2WPKH (a coinbase or a consolidation to the node's
 * default address type): 41 B outpoint, script length and sequence + 108 WU of witness.
 */
const inputVsize = 68;

/**
 * Inputs a payout transaction keeps room for. A wallet needing more coins than this for one
 * transaction would build one over the limit; the node refuses it (the request fails and
 * says so) and the operator consolidates the wallet's coins first.
 */
export const reservedInputs = 100;

/** The change output the wallet adds, counted at the largest standard size (P2TR/P2WSH). */
const changeOutputVsize = 43;

/** Output bytes left for the payouts themselves in one transaction. */
export const payoutOutputsBudget =
  maxStandardVsize - transactionOverheadVsize - reservedInputs * inputVsize - changeOutputVsize;

/** The parts of an address's output script that size and dust depend on. */
interface OutputScript {
  /** Bytes of the scriptPubKey. */
  scriptBytes: number;
  /** Spending it puts the signature in the witness (segwit), which costs a quarter. */
  witness: boolean;
}

/**
 * An address's output script, or the largest standard one when the address cannot be read
 * (payout addresses are validated when they are set; this only keeps the sums safe).
 */
function outputScript(address: string): OutputScript {
  const parsed = parseBitcoinAddress(address);
  return parsed
    ? { scriptBytes: parsed.outputScript.length, witness: parsed.segwit }
    : { scriptBytes: 34, witness: false };
}

/** An output's bytes: 8 B amount, 1 B script length, the script (P2PKH 34, P2SH 32, P2WPKH 31, P2WSH/P2TR 43). */
export function outputVsize(address: string): number {
  return 8 + 1 + outputScript(address).scriptBytes;
}

/**
 * Bitcoin Core's dust limit of an output (GetDustThreshold): what the output and a later
 * input spending it weigh, at the dust relay fee. P2PKH 546, P2SH 540, P2WPKH 294, P2WSH
 * and P2TR 330 satoshi.
 */
export function dustLimit(address: string): number {
  const script = outputScript(address);
  const spendVsize = script.witness ? 32 + 4 + 1 + 107 / 4 + 4 : 32 + 4 + 1 + 107 + 4;
  return dustRelayFeePerVbyte * (8 + 1 + script.scriptBytes + Math.floor(spendVsize));
}

/** The virtual size of a payout transaction spending `inputs` wallet coins to `outputs` plus change. */
export function payoutTransactionVsize(outputs: readonly ChainOutput[], inputs: number): number {
  return (
    transactionOverheadVsize +
    inputs * inputVsize +
    changeOutputVsize +
    outputs.reduce((sum, output) => sum + outputVsize(output.address), 0)
  );
}

/** A payout run's outputs as the chain will take them. */
export interface PayoutPlan {
  /** Transactions in order, each within maxStandardVsize with its reserved inputs and change. */
  parts: ChainOutput[][];
  /** Outputs below their dust limit: never sent; their payments stay in the balances. */
  belowDust: ChainOutput[];
}

/**
 * Splits a run's outputs (one per address) into as few standard transactions as it takes,
 * in the given order, and sets aside the dust ones.
 */
export function planPayoutTransactions(outputs: readonly ChainOutput[]): PayoutPlan {
  const parts: ChainOutput[][] = [];
  const belowDust: ChainOutput[] = [];
  let current: ChainOutput[] = [];
  let used = 0;
  for (const output of outputs) {
    if (output.amount < dustLimit(output.address)) {
      belowDust.push(output);
      continue;
    }
    const size = outputVsize(output.address);
    if (used + size > payoutOutputsBudget) {
      parts.push(current);
      current = [];
      used = 0;
    }
    current.push(output);
    used += size;
  }
  if (current.length > 0) parts.push(current);
  return { parts, belowDust };
}

/**
 * The fee rate a payout transaction pays, in whole sat/vB: the platform's fee per vbyte or
 * else the node's estimate (null: the node has none yet, so the lowest), within the
 * platform's bounds.
 */
export function boundedFeeRate(wanted: number | null, bounds: { min: number; max: number }): number {
  return Math.min(bounds.max, Math.max(bounds.min, Math.ceil(wanted ?? bounds.min)));
}

/**
 * What Bitcoin Core's bumpfee adds to a transaction's fee rate at least: the wallet's
 * incremental fee (WALLET_INCREMENTAL_RELAY_FEE, 5,000 sat/kvB), kept above the relay
 * policy's 1 sat/vB so a replacement relays under a stricter policy too.
 */
const walletIncrementalFeePerVbyte = 5;

/**
 * The fee rate of a fee bump: the current estimate but at least the transaction's own rate
 * (`paying`, exact: fee / vsize) plus the wallet's incremental fee, which bumpfee refuses
 * to go below, within the ceiling. Null when the ceiling leaves no room to bump.
 */
export function bumpedFeeRate(
  paying: number,
  estimate: number | null,
  bounds: { min: number; max: number },
): number | null {
  const least = Math.ceil(paying) + walletIncrementalFeePerVbyte;
  const rate = boundedFeeRate(Math.max(least, estimate ?? 0), bounds);
  return rate >= least ? rate : null;
}
