import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { btcToSatoshi, parseBitcoinAddress, satoshiToBtc } from '@pool/bitcoin';
import { sats } from '../domain/sats.js';
import { dustLimit, outputVsize } from '../modules/chain/index.js';

/** An entry of the node's wallet listing; amounts as the exact text bitcoind prints. */
export interface NodeEntry {
  category: 'send' | 'receive';
  address: string;
  amount: string;
  txid: string;
  vout: number;
  time: number;
  comment?: string;
  /** A received coin's confirmations (a sent one's follow its transaction). */
  confirmations?: number;
}

/** A transaction the wallet sent. */
export interface NodeTransaction {
  txid: string;
  outputs: { address: string; amount: number }[];
  /** Wallet coins it spends, satoshi each. */
  inputs: number[];
  change: number;
  vsize: number;
  fee: number;
  feeRate: number;
  comment: string;
  /** Height of the block that holds it; null in the mempool. */
  height: number | null;
  replacedBy: string | null;
  /** A block of the best chain spends its coins otherwise (the reorganisation took it). */
  conflicted: boolean;
  abandoned: boolean;
  /** Dropped from the node's mempool (expired, or evicted when it filled up): never mined as it is. */
  evicted: boolean;
}

class RpcError {
  constructor(
    readonly code: number,
    readonly message: string,
  ) {}
}

/** Bitcoin Core's relay policy on the path the pool's payouts take. */
const maxStandardWeight = 400_000;
const minRelayFeePerVbyte = 1;
/**
 * bumpfee asks the replacement for the old fee rate plus the wallet's own incremental fee
 * (WALLET_INCREMENTAL_RELAY_FEE, 5,000 sat/kvB), which is above the node's relay one.
 */
const walletIncrementalFeePerVbyte = 5;
/** A P2WPKH spend: outpoint 36 B, empty script 1 B, sequence 4 B; witness of 108 WU. */
const inputBytes = 41;
const inputWitnessWeight = 108;
/** The change goes to a P2WPKH address of the wallet. */
const changeOutputBytes = 31;

const varintBytes = (count: number) => (count < 253 ? 1 : count <= 0xffff ? 3 : 5);

/** Virtual size from the serialized weight: base bytes × 4 + witness bytes, rounded up to vbytes. */
function transactionVsize(inputs: number, outputBytes: number, outputs: number): number {
  const base = 4 + varintBytes(inputs) + inputs * inputBytes + varintBytes(outputs) + outputBytes + 4;
  const witness = 2 + inputs * inputWitnessWeight;
  return Math.ceil((base * 4 + witness) / 4);
}

const isAnyNetworkAddress = (address: string) => parseBitcoinAddress(address) !== undefined;

/**
 * A loopback Bitcoin Core (HTTP JSON-RPC 1.0 on 127.0.0.1, basic auth, the wallet in the
 * path) that enforces what the real node does on the pool's payout path: standard size
 * (100,000 vB: -26 tx-size), dust outputs (-26 dust), the minimum relay fee (1 sat/vB),
 * BIP125 replacement (a bump pays a higher rate and at least the incremental relay fee more
 * in total), confirmations as blocks are mined, and a reorganisation that takes
 * transactions out of the chain. The wallet spends P2WPKH coins, largest first, with P2WPKH
 * change. Errors come as bitcoind sends them (HTTP 500 with an error object, 401 with no
 * body), amounts as JSON numbers with eight decimals.
 */
export class FakeBitcoind {
  readonly calls: { method: string; params: unknown[] }[] = [];
  entries: NodeEntry[] = [];
  readonly transactions = new Map<string, NodeTransaction>();
  /** Spendable coins of the wallet, satoshi. */
  coins: number[] = Array.from({ length: 20 }, () => 100_000_000);
  height = 800_000;
  /** What estimatesmartfee answers, sat/vB; null: no estimate yet (a fresh node). */
  estimate: number | null = 5;
  /** Miners take transactions paying at least this (sat/vB): below it one waits in the mempool. */
  minedFeeRate = 1;
  clock = 1_800_000_000;
  private server = http.createServer((request, response) => this.handle(request, response));

  constructor(
    readonly user: string,
    readonly password: string,
    readonly wallet: string,
  ) {}

  /** Starts listening; returns the wallet's URL with the credentials in it. */
  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  walletUrl(base: string): string {
    return `${base.replace('//', `//${encodeURIComponent(this.user)}:${encodeURIComponent(this.password)}@`)}/wallet/${this.wallet}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** A wallet entry some time ago (seconds before the node's clock). */
  add(entry: Omit<NodeEntry, 'time' | 'txid' | 'vout'> & { ago: number; txid?: string; vout?: number }): NodeEntry {
    const full: NodeEntry = { txid: randomBytes(32).toString('hex'), vout: 0, ...entry, time: this.clock - entry.ago };
    // The listing is oldest first; most entries are new, so sorting is rarely needed.
    const newest = this.entries.at(-1);
    this.entries.push(full);
    if (newest && newest.time > full.time) this.entries.sort((a, b) => a.time - b.time);
    return full;
  }

  /** Mines `count` blocks, each taking every mempool transaction that pays at least minedFeeRate. */
  mine(count = 1): void {
    for (let block = 0; block < count; block++) {
      this.height++;
      for (const transaction of this.mempool()) {
        if (transaction.feeRate >= this.minedFeeRate) transaction.height = this.height;
      }
    }
  }

  /**
   * A miner that never saw a fee bump mines the transaction it replaced: the replacement
   * conflicts with that block, and the wallet keeps the original's replaced_by_txid, as
   * Bitcoin Core's wallet does.
   */
  mineReplaced(txid: string): void {
    const original = this.known(txid);
    this.height++;
    original.height = this.height;
    this.known(original.replacedBy).conflicted = true;
  }

  /**
   * Replaces the last `depth` blocks by a longer branch of depth + 1 blocks: their
   * transactions go back to the mempool and into the new blocks, except `doubleSpent`, whose
   * coins the new branch spends otherwise (conflicted: -1 confirmations).
   */
  reorganise(depth: number, doubleSpent: readonly string[] = []): void {
    const forkHeight = this.height - depth;
    for (const transaction of this.transactions.values()) {
      if (transaction.height !== null && transaction.height > forkHeight) transaction.height = null;
      if (doubleSpent.includes(transaction.txid)) transaction.conflicted = true;
    }
    this.height = forkHeight;
    this.mine(depth + 1);
  }

  /** Transactions the node would mine: unconfirmed, neither replaced, conflicted nor abandoned. */
  mempool(): NodeTransaction[] {
    return [...this.transactions.values()].filter(
      (transaction) =>
        transaction.height === null &&
        !transaction.replacedBy &&
        !transaction.conflicted &&
        !transaction.abandoned &&
        !transaction.evicted,
    );
  }

  private confirmations(transaction: NodeTransaction): number {
    if (transaction.height !== null) return this.height - transaction.height + 1;
    return transaction.conflicted ? -1 : 0;
  }

  private handle(request: http.IncomingMessage, response: http.ServerResponse) {
    const expected = `Basic ${Buffer.from(`${this.user}:${this.password}`).toString('base64')}`;
    if (request.headers.authorization !== expected) {
      response.writeHead(401, { 'www-authenticate': 'Basic realm="jsonrpc"' }).end();
      return;
    }
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const call = JSON.parse(text) as { jsonrpc: string; id: number; method: string; params: unknown[] };
      const reply = (status: number, result: unknown, error: { code: number; message: string } | null) => {
        // bitcoind prints amounts as JSON numbers with eight decimals: 0.00010000.
        const body = JSON.stringify({ result, error, id: call.id }).replace(/"btc:(-?\d+\.\d{8})"/g, '$1');
        response.writeHead(status, { 'content-type': 'application/json' }).end(body);
      };
      if (call.jsonrpc !== '1.0' || request.method !== 'POST') return reply(500, null, { code: -32600, message: 'x' });
      if (request.url !== `/wallet/${this.wallet}`) {
        return reply(500, null, { code: -18, message: 'Requested wallet does not exist or is not loaded' });
      }
      this.calls.push({ method: call.method, params: call.params });
      try {
        reply(200, this.answer(call.method, call.params), null);
      } catch (error) {
        if (!(error instanceof RpcError)) throw error;
        reply(error.code === -32601 ? 404 : 500, null, { code: error.code, message: error.message });
      }
    });
  }

  private printed(entry: NodeEntry) {
    const transaction = this.transactions.get(entry.txid);
    return {
      ...entry,
      amount: `btc:${entry.amount}`,
      confirmations: transaction ? this.confirmations(transaction) : (entry.confirmations ?? 0),
      ...(transaction?.abandoned ? { abandoned: true } : {}),
    };
  }

  private answer(method: string, params: unknown[]): unknown {
    switch (method) {
      case 'sendmany':
        return this.sendmany(params);
      case 'bumpfee':
        return this.bumpfee(params);
      case 'gettransaction':
        return this.gettransaction(params);
      case 'abandontransaction': {
        const transaction = this.known(params[0]);
        if (this.confirmations(transaction) > 0 || this.mempool().includes(transaction)) {
          throw new RpcError(-5, 'Transaction not eligible for abandonment');
        }
        transaction.abandoned = true;
        // Its coins are the wallet's again, and its change never was.
        const change = this.coins.indexOf(transaction.change);
        if (change !== -1) this.coins.splice(change, 1);
        this.coins.push(...transaction.inputs);
        return null;
      }
      case 'estimatesmartfee': {
        const [target] = params as [number];
        if (this.estimate === null) return { errors: ['Insufficient data or no feerate found'], blocks: 0 };
        return { feerate: `btc:${satoshiToBtc(sats(this.estimate * 1000))}`, blocks: target };
      }
      case 'getblockcount':
        return this.height;
      case 'getbalances': {
        const trusted = this.coins.reduce((sum, coin) => sum + coin, 0);
        return {
          mine: {
            trusted: `btc:${satoshiToBtc(sats(trusted))}`,
            untrusted_pending: 'btc:0.00000000',
            immature: 'btc:0.00000000',
          },
        };
      }
      case 'listtransactions': {
        const [, count, skip] = params as [string, number, number];
        const end = Math.max(0, this.entries.length - skip);
        return this.entries.slice(Math.max(0, end - count), end).map((entry) => this.printed(entry));
      }
      case 'listsinceblock': {
        const [blockhash] = params as [string | null];
        const since = blockhash ? Number(blockhash.replace('block-', '')) : 0;
        return {
          transactions: this.entries.filter((entry) => entry.time >= since).map((entry) => this.printed(entry)),
          lastblock: `block-${this.clock}`,
        };
      }
      default:
        throw new RpcError(-32601, 'Method not found');
    }
  }

  private known(txid: unknown): NodeTransaction {
    const transaction = this.transactions.get(String(txid));
    if (!transaction) throw new RpcError(-5, 'Invalid or non-wallet transaction id');
    return transaction;
  }

  private sendmany(params: unknown[]): string {
    const [dummy, amounts, , comment, , , confTarget, , feeRate] = params as [
      string,
      Record<string, string>,
      number,
      string,
      string[],
      boolean,
      number | null,
      string,
      number | null,
    ];
    if (dummy !== '') throw new RpcError(-8, 'Dummy value must be set to ""');
    const outputs = Object.entries(amounts).map(([address, amount]) => {
      if (!isAnyNetworkAddress(address)) throw new RpcError(-5, `Invalid Bitcoin address: ${address}`);
      return { address, amount: btcToSatoshi(amount) };
    });
    if (outputs.length === 0) throw new RpcError(-8, 'Transaction must have at least one recipient');
    const rate = feeRate ?? (confTarget !== null ? this.estimate : null);
    if (rate === null) throw new RpcError(-4, 'Fee estimation failed. Fallbackfee is disabled.');
    const transaction = this.build(outputs, rate, comment);
    for (const [vout, output] of outputs.entries()) {
      this.add({
        category: 'send',
        address: output.address,
        amount: `-${satoshiToBtc(sats(output.amount))}`,
        comment,
        txid: transaction.txid,
        vout,
        ago: 0,
      });
    }
    return transaction.txid;
  }

  /** Funds, checks against relay policy and broadcasts a transaction to `outputs`. */
  private build(outputs: { address: string; amount: number }[], rate: number, comment: string): NodeTransaction {
    for (const output of outputs) {
      if (output.amount < dustLimit(output.address)) throw new RpcError(-26, 'dust');
    }
    if (rate < minRelayFeePerVbyte) {
      throw new RpcError(-26, `min relay fee not met, ${rate} < ${minRelayFeePerVbyte} sat/vB`);
    }
    const outputBytes = outputs.reduce((sum, output) => sum + outputVsize(output.address), 0) + changeOutputBytes;
    const total = outputs.reduce((sum, output) => sum + output.amount, 0);
    const available = [...this.coins].sort((a, b) => b - a);
    const inputs: number[] = [];
    let vsize = 0;
    let fee = 0;
    for (const coin of available) {
      inputs.push(coin);
      vsize = transactionVsize(inputs.length, outputBytes, outputs.length + 1);
      fee = Math.ceil(vsize * rate);
      if (inputs.reduce((sum, input) => sum + input, 0) >= total + fee) break;
    }
    const funded = inputs.reduce((sum, input) => sum + input, 0);
    if (funded < total + fee) throw new RpcError(-6, 'Insufficient funds');
    if (vsize * 4 > maxStandardWeight) throw new RpcError(-26, 'tx-size');
    for (const input of inputs) this.coins.splice(this.coins.indexOf(input), 1);
    const change = funded - total - fee;
    if (change > 0) this.coins.push(change);
    const transaction: NodeTransaction = {
      txid: randomBytes(32).toString('hex'),
      outputs,
      inputs,
      change,
      vsize,
      fee,
      feeRate: rate,
      comment,
      height: null,
      replacedBy: null,
      conflicted: false,
      abandoned: false,
      evicted: false,
    };
    this.transactions.set(transaction.txid, transaction);
    return transaction;
  }

  private bumpfee(params: unknown[]): { txid: string; origfee: string; fee: string; errors: string[] } {
    const [txid, options] = params as [string, { fee_rate?: number }];
    const original = this.known(txid);
    if (original.replacedBy) {
      throw new RpcError(
        -4,
        `Cannot bump transaction ${txid} which was already bumped by transaction ${original.replacedBy}`,
      );
    }
    if (this.confirmations(original) !== 0) {
      throw new RpcError(-8, 'Transaction has been mined, or is conflicted with a mined transaction');
    }
    const rate = options.fee_rate ?? this.estimate ?? 0;
    const fee = Math.ceil(original.vsize * rate);
    const least = original.fee + original.vsize * walletIncrementalFeePerVbyte;
    if (rate <= original.feeRate || fee < least) {
      throw new RpcError(
        -8,
        `Insufficient total fee ${satoshiToBtc(sats(fee))}, must be at least ${satoshiToBtc(sats(least))} (oldFee ${satoshiToBtc(sats(original.fee))} + incrementalFee ${satoshiToBtc(sats(original.vsize * walletIncrementalFeePerVbyte))})`,
      );
    }
    if (fee - original.fee > original.change) throw new RpcError(-4, 'Change output is too small to bump the fee');
    const changeCoin = this.coins.indexOf(original.change);
    if (changeCoin === -1) throw new RpcError(-8, 'Transaction has descendants in the wallet');
    const replacement: NodeTransaction = {
      ...original,
      txid: randomBytes(32).toString('hex'),
      fee,
      feeRate: rate,
      change: original.change - (fee - original.fee),
    };
    this.coins.splice(changeCoin, 1, replacement.change);
    original.replacedBy = replacement.txid;
    this.transactions.set(replacement.txid, replacement);
    // The wallet keeps the comment on the replacement.
    for (const entry of this.entries.filter((candidate) => candidate.txid === txid)) {
      this.add({ ...entry, txid: replacement.txid, ago: 0 });
    }
    return {
      txid: replacement.txid,
      origfee: `btc:${satoshiToBtc(sats(original.fee))}`,
      fee: `btc:${satoshiToBtc(sats(fee))}`,
      errors: [],
    };
  }

  private gettransaction(params: unknown[]): unknown {
    const [txid] = params as [string];
    const transaction = this.transactions.get(txid);
    if (!transaction) {
      const entry = this.entries.find((candidate) => candidate.txid === txid);
      if (!entry) throw new RpcError(-5, 'Invalid or non-wallet transaction id');
      return {
        txid,
        confirmations: entry.confirmations ?? 0,
        amount: `btc:${entry.amount}`,
        details: [],
        decoded: { txid, vsize: 141 },
      };
    }
    return {
      txid,
      amount: `btc:-${satoshiToBtc(sats(transaction.outputs.reduce((sum, output) => sum + output.amount, 0)))}`,
      fee: `btc:-${satoshiToBtc(sats(transaction.fee))}`,
      confirmations: this.confirmations(transaction),
      ...(transaction.replacedBy ? { replaced_by_txid: transaction.replacedBy } : {}),
      details: transaction.outputs.map((output, vout) => ({
        category: 'send',
        address: output.address,
        amount: `btc:-${satoshiToBtc(sats(output.amount))}`,
        vout,
        ...(transaction.abandoned ? { abandoned: true } : {}),
      })),
      decoded: { txid, vsize: transaction.vsize },
    };
  }
}
