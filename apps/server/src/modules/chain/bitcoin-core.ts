import { satoshiPerBtc, type FeeLevel } from '@pool/contract';
import { sats, type Sats } from '../../domain/sats.js';
import {
  ChainError,
  type ChainAdapter,
  type ChainOutput,
  type ChainTransaction,
  type FeeChoice,
  type IncomingTransfer,
} from './chain.js';

/** Longer than any wallet call takes; the payout lease (payouts-job.ts) waits well beyond it. */
export const rpcTimeoutMs = 30_000;

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

/** Satoshi as the exact BTC decimal Bitcoin Core reads: 10000 → "0.00010000". Integer arithmetic only. */
export function satoshiToBtc(amount: Sats): string {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new ChainError(`Not an amount in satoshi: ${amount}`, true);
  const fraction = amount % satoshiPerBtc;
  return `${(amount - fraction) / satoshiPerBtc}.${String(fraction).padStart(8, '0')}`;
}

/** A BTC decimal as Bitcoin Core writes it ("-0.00010000") in satoshi, exactly. */
export function btcToSatoshi(text: string): Sats {
  const match = /^(-?)(\d{1,8})(?:\.(\d{1,8}))?$/.exec(text);
  if (!match) throw new ChainError(`Not a BTC amount: ${text}`, true);
  const satoshi = Number(match[2]) * satoshiPerBtc + Number((match[3] ?? '').padEnd(8, '0'));
  return sats(match[1] ? -satoshi : satoshi);
}

/**
 * Bitcoin Core prints amounts as JSON numbers with eight decimals; JSON.parse would make
 * them doubles. The amount, fee and fee rate (BTC/kvB) members are read as their exact text instead.
 */
function parseWithExactAmounts(text: string): unknown {
  return JSON.parse(text.replace(/"(amount|fee|feerate)":\s*(-?\d+(?:\.\d+)?)(?=[,}\s])/g, '"$1":"$2"'));
}

interface RpcResponse {
  result: unknown;
  error: { code: number; message: string } | null;
}

/** An entry of listtransactions / listsinceblock (amounts as exact text, see parseWithExactAmounts). */
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
  private readonly endpoint: string;
  private readonly authorization: string;
  private nextId = 0;
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
    const parsed = new URL(url);
    this.authorization = `Basic ${Buffer.from(
      `${decodeURIComponent(parsed.username)}:${decodeURIComponent(parsed.password)}`,
    ).toString('base64')}`;
    // fetch refuses URLs that carry credentials.
    parsed.username = '';
    parsed.password = '';
    this.endpoint = parsed.toString();
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
    const txId = await this.call<string>('sendmany', [
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
      const page = await this.call<WalletEntry[]>('listtransactions', ['*', listPageSize, skip, false]);
      const match = page.find((entry) => entry.category === 'send' && entry.comment === requestKey);
      if (match) return { txId: match.txid };
      if (page.length < listPageSize || page.some((entry) => entry.time < oldest)) return null;
    }
  }

  async transaction(txId: string): Promise<ChainTransaction> {
    const transaction = await this.call<{
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
    const estimate = await this.call<{ feerate?: string }>('estimatesmartfee', [confTarget, estimateMode]);
    // BTC per 1000 vB; satoshi per kvB / 1000 is sat/vB (fractional, rounded up by the caller).
    return estimate.feerate === undefined ? null : btcToSatoshi(estimate.feerate) / 1000;
  }

  async bumpFee(txId: string, perVbyte: number): Promise<{ txId: string }> {
    const bumped = await this.call<{ txid: string }>('bumpfee', [txId, { fee_rate: perVbyte }]);
    return { txId: bumped.txid };
  }

  blockHeight(): Promise<number> {
    return this.call<number>('getblockcount', []);
  }

  async walletBalance(): Promise<Sats> {
    const balances = await this.call<{ mine: { trusted: string } }>('getbalances', []);
    return btcToSatoshi(balances.mine.trusted);
  }

  /** The height of the node's best chain (found blocks are followed against it). */
  async tipHeight(): Promise<number> {
    return this.call<number>('getblockcount', []);
  }

  /** A block's confirmations: -1 when it is off the best chain (a reorganisation left it behind). */
  async blockConfirmations(hash: string): Promise<number> {
    return (await this.call<{ confirmations: number }>('getblockheader', [hash, true])).confirmations;
  }

  async listIncoming(): Promise<IncomingTransfer[]> {
    const listing = await this.call<{ transactions: WalletEntry[]; lastblock: string }>('listsinceblock', [
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
        amount: btcToSatoshi(entry.amount),
        // The wallet does not say who paid; a refund of such a deposit needs an address.
        fromAddress: null,
        receivedAt: new Date(entry.time * 1000),
        confirmations: Math.max(0, entry.confirmations),
      }));
  }

  private async call<T>(method: string, params: unknown[]): Promise<T> {
    let response: Response;
    let text: string;
    try {
      response = await fetch(this.endpoint, {
        method: 'POST',
        headers: { authorization: this.authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '1.0', id: ++this.nextId, method, params }),
        signal: AbortSignal.timeout(rpcTimeoutMs),
      });
      text = await response.text();
    } catch (error) {
      throw new ChainError(`Bitcoin Core ${method}: ${(error as Error).message}`, false, { cause: error });
    }
    let body: RpcResponse | undefined;
    try {
      body = parseWithExactAmounts(text) as RpcResponse;
    } catch {
      // 401 and 403 come with an empty body.
    }
    if (body?.error) {
      throw new ChainError(`Bitcoin Core ${method}: ${body.error.message} (code ${body.error.code})`, true);
    }
    if (!response.ok) throw new ChainError(`Bitcoin Core ${method}: HTTP ${response.status}`, true);
    if (!body) throw new ChainError(`Bitcoin Core ${method}: an answer that is not JSON-RPC`, false);
    return body.result as T;
  }
}
