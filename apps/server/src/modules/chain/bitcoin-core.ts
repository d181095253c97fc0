import { BitcoinCoreRpc, btcToSatoshi, ChainError, satoshiToBtc } from '@pool/bitcoin';
import type { FeeLevel } from '@pool/contract';
import { sats, type Sats } from '../../domain/sats.js';
import type { ChainAdapter, ChainOutput, ChainTransaction, FeeChoice, IncomingTransfer } from './chain.js';

/**
 * Fee levels as Bitcoin Core's estimator understands them: a confirmation target in
 * blocks and an estimate mode (HIGH: within ~20 minutes, LOW: within a day, cheaply).
 */
export const feeTargets: Record<FeeLevel, { confTarget: number; estimateMode: 'conservative' | 'economical' }> = {
  HIGH: { confTarget: 2, estimateMode: 'conservative' },
  MEDIUM: { confTarget: 6, estimateMode: 'conservative' },
  LOW: { confTarget: 144, estimateMode: 'economical' },
};

/** Wallet entries read per listtransactions call while looking for a request's transaction. */
const listPageSize = 200;
/** The node's clock and ours may disagree; the search for a request's transaction looks this much further back. */
const clockSkewSeconds = 3600;

/** An entry of listtransactions / listsinceblock (amounts as the exact text BitcoinCoreRpc reads). */
interface WalletEntry {
  category: 'send' | 'receive' | 'generate' | 'immature' | 'orphan';
  txid: string;
  vout: number;
  amount: string;
  time: number;
  confirmations: number;
  comment?: string;
}

/**
 * Bitcoin Core's wallet over JSON-RPC 1.0 (HTTP POST, basic auth), configured by one URL:
 * http://user:password@host:8332/wallet/<name>. Every payout carries its request key as
 * the wallet comment, which is how a resend after a crash finds the transaction it
 * already made instead of paying again.
 */
export class BitcoinCoreChain implements ChainAdapter {
  readonly kind = 'bitcoin-core';
  private readonly rpc: BitcoinCoreRpc;
  /**
   * listsinceblock's lastblock: later calls list only newer blocks plus those still short
   * of `incomingConfirmations`. In memory: after a restart the first call lists the whole
   * history again, which the caller de-duplicates (unallocated_funds is unique per output).
   */
  private incomingCursor: string | null = null;

  constructor(
    url: string,
    private readonly incomingConfirmations: number,
  ) {
    this.rpc = new BitcoinCoreRpc(url);
  }

  async send(requestKey: string, outputs: ChainOutput[], fee: FeeChoice, notBefore: Date): Promise<{ txId: string }> {
    const existing = await this.findSent(requestKey, notBefore);
    if (existing) return existing;
    const amounts: Record<string, string> = {};
    for (const output of outputs) {
      if (amounts[output.address] !== undefined) throw new ChainError(`Address ${output.address} appears twice`, true);
      amounts[output.address] = satoshiToBtc(output.amount);
    }
    // Bitcoin Core takes either an explicit fee rate or a target with a mode, never both.
    const target = fee.perVbyte === null ? feeTargets[fee.level] : null;
    const txId = await this.rpc.call<string>('sendmany', [
      '',
      amounts,
      1,
      requestKey,
      [],
      true,
      target?.confTarget ?? null,
      target?.estimateMode ?? 'unset',
      fee.perVbyte,
    ]);
    return { txId };
  }

  async findSent(requestKey: string, notBefore: Date): Promise<{ txId: string } | null> {
    const oldest = notBefore.getTime() / 1000 - clockSkewSeconds;
    for (let skip = 0; ; skip += listPageSize) {
      // Newest entries first page by page; within a page the oldest comes first.
      const page = await this.rpc.call<WalletEntry[]>('listtransactions', ['*', listPageSize, skip, false]);
      const match = page.find((entry) => entry.category === 'send' && entry.comment === requestKey);
      if (match) return { txId: match.txid };
      if (page.length < listPageSize || page.some((entry) => entry.time < oldest)) return null;
    }
  }

  async transaction(txId: string): Promise<ChainTransaction> {
    const transaction = await this.rpc.call<{
      confirmations: number;
      fee: string;
      replaced_by_txid?: string;
      details: { category: string; abandoned?: boolean }[];
      decoded: { vsize: number };
    }>('gettransaction', [txId, false, true]);
    return {
      confirmations: transaction.confirmations,
      vsize: transaction.decoded.vsize,
      // The wallet writes a send's fee as a negative amount.
      fee: sats(Math.abs(btcToSatoshi(transaction.fee))),
      replacedBy: transaction.replaced_by_txid ?? null,
      abandoned: transaction.details.some((detail) => detail.category === 'send' && detail.abandoned === true),
    };
  }

  async feeRate(level: FeeLevel): Promise<number | null> {
    const { confTarget, estimateMode } = feeTargets[level];
    const estimate = await this.rpc.call<{ feerate?: string }>('estimatesmartfee', [confTarget, estimateMode]);
    // BTC per 1000 vB; satoshi per kvB / 1000 is sat/vB (fractional, rounded up by the caller).
    return estimate.feerate === undefined ? null : btcToSatoshi(estimate.feerate) / 1000;
  }

  async bumpFee(txId: string, perVbyte: number): Promise<{ txId: string }> {
    const bumped = await this.rpc.call<{ txid: string }>('bumpfee', [txId, { fee_rate: perVbyte }]);
    return { txId: bumped.txid };
  }

  blockHeight(): Promise<number> {
    return this.rpc.call<number>('getblockcount', []);
  }

  async walletBalance(): Promise<Sats> {
    const balances = await this.rpc.call<{ mine: { trusted: string } }>('getbalances', []);
    return sats(btcToSatoshi(balances.mine.trusted));
  }

  /** The height of the node's best chain (found blocks are followed against it). */
  async tipHeight(): Promise<number> {
    return this.rpc.call<number>('getblockcount', []);
  }

  /** A block's confirmations: -1 when it is off the best chain (a reorganisation left it behind). */
  async blockConfirmations(hash: string): Promise<number> {
    return (await this.rpc.call<{ confirmations: number }>('getblockheader', [hash, true])).confirmations;
  }

  async listIncoming(): Promise<IncomingTransfer[]> {
    const listing = await this.rpc.call<{ transactions: WalletEntry[]; lastblock: string }>('listsinceblock', [
      this.incomingCursor,
      this.incomingConfirmations,
      false,
    ]);
    this.incomingCursor = listing.lastblock;
    return listing.transactions
      .filter((entry) => entry.category === 'receive')
      .map((entry) => ({
        txId: entry.txid,
        vout: entry.vout,
        amount: sats(btcToSatoshi(entry.amount)),
        // The wallet does not say who paid; a refund of such a deposit needs an address.
        fromAddress: null,
        receivedAt: new Date(entry.time * 1000),
        confirmations: Math.max(0, entry.confirmations),
      }));
  }
}
