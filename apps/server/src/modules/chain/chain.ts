import type { FeeLevel } from '@pool/contract';
import type { Sats } from '../../domain/sats.js';

/** One output of a payout transaction. */
export interface ChainOutput {
  address: string;
  amount: Sats;
}

/** How much network fee a payout transaction offers (product §3 payout schedule). */
export interface FeeChoice {
  level: FeeLevel;
  /** Overrides the level, satoshi per virtual byte. */
  perVbyte: number | null;
}

/** Coins the pool's wallet received. */
export interface IncomingTransfer {
  txId: string;
  vout: number;
  amount: Sats;
  fromAddress: string | null;
  receivedAt: Date;
  confirmations: number;
}

/** A transaction the pool sent, as the chain sees it now. */
export interface ChainTransaction {
  /**
   * 0 while in the mempool; negative when it conflicts with the best chain (a reorganisation
   * or a double spend took its coins): as it is, it will never confirm.
   */
  confirmations: number;
  vsize: number;
  /** Paid to miners. */
  fee: Sats;
  /** The transaction a fee bump replaced it with, if any. */
  replacedBy: string | null;
  /** The wallet gave it up (abandontransaction): its coins are the wallet's again. */
  abandoned: boolean;
}

/**
 * The blockchain as the payout desk needs it: Bitcoin Core JSON-RPC in production, the
 * embedded simulated chain by default.
 */
export interface ChainAdapter {
  readonly kind: 'simulated' | 'bitcoin-core';
  /**
   * Sends the outputs in one transaction. Idempotent per `requestKey`: when a transaction
   * for the key exists already (a crash after sending, a resend), it returns that one's id
   * and sends nothing. `notBefore` is when the request was made: no transaction of it is
   * older, so the search for one can stop there.
   */
  send(requestKey: string, outputs: ChainOutput[], fee: FeeChoice, notBefore: Date): Promise<{ txId: string }>;
  /** The transaction sent for `requestKey`, if any (see `send`). */
  findSent(requestKey: string, notBefore: Date): Promise<{ txId: string } | null>;
  /** What the chain says of a transaction the pool sent. */
  transaction(txId: string): Promise<ChainTransaction>;
  /** The node's fee estimate for a level, satoshi per vbyte (estimatesmartfee); null when it has none yet. */
  feeRate(level: FeeLevel): Promise<number | null>;
  /**
   * Replaces an unconfirmed transaction by one paying `perVbyte` (bumpfee, BIP125 RBF): the
   * same payments, less change. Returns the replacement's id.
   */
  bumpFee(txId: string, perVbyte: number): Promise<{ txId: string }>;
  /** The height of the best chain. */
  blockHeight(): Promise<number>;
  /**
   * What the wallet can spend now, satoshi (Bitcoin Core getbalances: trusted coins, its own
   * unconfirmed change included); null for the simulated chain, which holds whatever is asked.
   */
  walletBalance(): Promise<Sats | null>;
  /** Coins received by the pool's wallet (deposits), with their confirmations. */
  listIncoming(): Promise<IncomingTransfer[]>;
}
