import type { FeeLevel } from '@pool/contract';

/** One output of a payout transaction. */
export interface ChainOutput {
  address: string;
  amount: number;
}

/** How much network fee a payout transaction offers (spec §3 payout schedule). */
export interface FeeChoice {
  level: FeeLevel;
  /** Overrides the level, satoshi per virtual byte. */
  perVbyte: number | null;
}

/** Coins the pool's wallet received. */
export interface IncomingTransfer {
  txId: string;
  vout: number;
  amount: number;
  fromAddress: string | null;
  receivedAt: Date;
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
   * and sends nothing.
   */
  send(requestKey: string, outputs: ChainOutput[], fee: FeeChoice): Promise<{ txId: string }>;
  /** Confirmations of a transaction the pool sent; 0 while in the mempool. */
  confirmations(txId: string): Promise<number>;
  /** Coins received by the pool's wallet (deposits), newest last. */
  listIncoming(): Promise<IncomingTransfer[]>;
}
