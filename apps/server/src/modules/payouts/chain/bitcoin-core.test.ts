import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { maxSatoshi } from '@pool/contract';
import { BitcoinCoreChain, btcToSatoshi, satoshiToBtc } from './bitcoin-core.js';
import { ChainError } from './chain.js';

/** An entry of the fake node's wallet; amounts are kept as the exact text bitcoind prints. */
interface NodeEntry {
  category: 'send' | 'receive';
  address: string;
  amount: string;
  txid: string;
  vout: number;
  time: number;
  comment?: string;
}

/**
 * A loopback HTTP server speaking Bitcoin Core's JSON-RPC 1.0 wallet interface: basic
 * auth, the wallet in the path, errors as bitcoind sends them (HTTP 500 with an error
 * object, 401 with no body), amounts printed as numbers with eight decimals.
 */
class FakeBitcoind {
  readonly calls: { method: string; params: unknown[] }[] = [];
  entries: NodeEntry[] = [];
  confirmations = new Map<string, number>();
  balance = '10.00000000';
  clock = 1_800_000_000;
  private server = http.createServer((request, response) => this.handle(request, response));

  constructor(
    readonly user: string,
    readonly password: string,
    readonly wallet: string,
  ) {}

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** A wallet entry some time ago (seconds before the node's clock). */
  add(entry: Omit<NodeEntry, 'time' | 'txid' | 'vout'> & { ago: number; txid?: string; vout?: number }): NodeEntry {
    const full: NodeEntry = { txid: randomBytes(32).toString('hex'), vout: 0, ...entry, time: this.clock - entry.ago };
    this.entries.push(full);
    this.entries.sort((a, b) => a.time - b.time);
    return full;
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
        const body = JSON.stringify({ result, error, id: call.id }).replace(/"amount:(-?\d+\.\d{8})"/g, '$1');
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
        const { code, message } = error as { code: number; message: string };
        reply(code === -32601 ? 404 : 500, null, { code, message });
      }
    });
  }

  private printed(entry: NodeEntry) {
    return {
      ...entry,
      amount: `amount:${entry.amount}`,
      confirmations: this.confirmations.get(entry.txid) ?? 0,
    };
  }

  private answer(method: string, params: unknown[]): unknown {
    switch (method) {
      case 'sendmany': {
        const [dummy, amounts, , comment] = params as [string, Record<string, string>, number, string];
        if (dummy !== '') throw { code: -8, message: 'Dummy value must be set to ""' };
        const total = Object.values(amounts).reduce((sum, amount) => sum + btcToSatoshi(amount), 0);
        if (total > btcToSatoshi(this.balance)) throw { code: -6, message: 'Insufficient funds' };
        const txid = randomBytes(32).toString('hex');
        let vout = 0;
        for (const [address, amount] of Object.entries(amounts)) {
          this.add({ category: 'send', address, amount: `-${amount}`, comment, txid, vout: vout++, ago: 0 });
        }
        return txid;
      }
      case 'listtransactions': {
        const [, count, skip] = params as [string, number, number];
        const end = Math.max(0, this.entries.length - skip);
        return this.entries.slice(Math.max(0, end - count), end).map((entry) => this.printed(entry));
      }
      case 'gettransaction': {
        const [txid] = params as [string];
        if (!this.entries.some((entry) => entry.txid === txid)) {
          throw { code: -5, message: 'Invalid or non-wallet transaction id' };
        }
        return { txid, confirmations: this.confirmations.get(txid) ?? 0 };
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
        throw { code: -32601, message: 'Method not found' };
    }
  }
}

const node = new FakeBitcoind('pool', 'p@ss:word', 'payouts');
let baseUrl = '';
const chainAt = (url: string) => new BitcoinCoreChain(url, 3);
let chain: BitcoinCoreChain;
const requestMade = new Date(1_800_000_000_000 - 60_000);

beforeAll(async () => {
  baseUrl = await node.start();
  chain = chainAt(`${baseUrl.replace('//', '//pool:p%40ss%3Aword@')}/wallet/payouts`);
});
afterAll(() => node.stop());
beforeEach(() => {
  node.calls.length = 0;
  node.entries = [];
});

describe('BTC amounts', () => {
  it('writes satoshi as exact eight-decimal BTC text and reads it back', () => {
    expect(satoshiToBtc(10_000)).toBe('0.00010000');
    expect(satoshiToBtc(1)).toBe('0.00000001');
    expect(satoshiToBtc(123_456_789)).toBe('1.23456789');
    expect(satoshiToBtc(maxSatoshi)).toBe('21000000.00000000');
    expect(btcToSatoshi('-0.00010000')).toBe(-10_000);
    expect(btcToSatoshi('0.1')).toBe(10_000_000);
    expect(() => btcToSatoshi('1e-8')).toThrow(ChainError);
    expect(() => satoshiToBtc(1.5)).toThrow(ChainError);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: maxSatoshi }), (amount) => {
        const text = satoshiToBtc(amount);
        expect(text).toMatch(/^\d+\.\d{8}$/);
        expect(btcToSatoshi(text)).toBe(amount);
        expect(btcToSatoshi(`-${text}`)).toBe(-amount);
      }),
    );
  });
});

describe('Bitcoin Core JSON-RPC', () => {
  const outputs = [
    { address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', amount: 10_000 },
    { address: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', amount: 150_000_000 },
  ];

  it('sends one sendmany with exact BTC strings, the request key as comment, and the level as target and mode', async () => {
    const { txId } = await chain.send('payout-request:a', outputs, { level: 'MEDIUM', perVbyte: null }, requestMade);
    expect(txId).toMatch(/^[0-9a-f]{64}$/);
    expect(node.calls.map((call) => call.method)).toEqual(['listtransactions', 'sendmany']);
    expect(node.calls[1]!.params).toEqual([
      '',
      { bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4: '0.00010000', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa': '1.50000000' },
      1,
      'payout-request:a',
      [],
      true,
      6,
      'conservative',
      null,
    ]);
    await chain.send('payout-request:b', outputs.slice(0, 1), { level: 'LOW', perVbyte: null }, requestMade);
    expect(node.calls.at(-1)!.params.slice(6)).toEqual([144, 'economical', null]);
  });

  it('passes an explicit fee rate in sat/vB instead of a target', async () => {
    await chain.send('payout-request:c', outputs, { level: 'HIGH', perVbyte: 25 }, requestMade);
    expect(node.calls.at(-1)!.params.slice(6)).toEqual([null, 'unset', 25]);
  });

  it('finds the transaction of a key sent before, paging back through the wallet, and sends nothing', async () => {
    const first = await chain.send('payout-request:d', outputs, { level: 'HIGH', perVbyte: null }, requestMade);
    for (let index = 0; index < 450; index++) {
      node.add({ category: 'receive', address: 'bc1qpool', amount: '0.00000546', ago: 0 });
    }
    node.calls.length = 0;
    const again = await chain.send('payout-request:d', outputs, { level: 'HIGH', perVbyte: null }, requestMade);
    expect(again).toEqual(first);
    expect(node.calls.map((call) => call.method)).toEqual(['listtransactions', 'listtransactions', 'listtransactions']);
    expect(node.calls.map((call) => call.params[2])).toEqual([0, 200, 400]);
  });

  it('stops looking at entries older than the request, however long the history', async () => {
    for (let index = 0; index < 1000; index++) {
      node.add({ category: 'receive', address: 'bc1qpool', amount: '0.00001000', ago: 7200 + index });
    }
    expect(await chain.findSent('payout-request:e', requestMade)).toBeNull();
    expect(node.calls).toHaveLength(1);
  });

  it('reads confirmations, a conflicted transaction as 0, and an unknown one as a refusal', async () => {
    const { txId } = await chain.send('payout-request:f', outputs, { level: 'HIGH', perVbyte: null }, requestMade);
    node.confirmations.set(txId, 4);
    expect(await chain.confirmations(txId)).toBe(4);
    node.confirmations.set(txId, -1);
    expect(await chain.confirmations(txId)).toBe(0);
    const unknown = await chain.confirmations('00'.repeat(32)).catch((error: unknown) => error);
    expect(unknown).toMatchObject({
      refused: true,
      message: 'Bitcoin Core gettransaction: Invalid or non-wallet transaction id (code -5)',
    });
  });

  it('lists received coins with exact amounts, then only blocks since the last listing', async () => {
    const deposit = node.add({ category: 'receive', address: 'bc1qpool', amount: '0.12345678', ago: 600 });
    node.add({ category: 'send', address: 'bc1qelsewhere', amount: '-0.50000000', ago: 500 });
    node.confirmations.set(deposit.txid, 5);
    expect(await chain.listIncoming()).toEqual([
      {
        txId: deposit.txid,
        vout: 0,
        amount: 12_345_678,
        fromAddress: null,
        receivedAt: new Date(deposit.time * 1000),
        confirmations: 5,
      },
    ]);
    expect(node.calls[0]!.params).toEqual([null, 3, false]);
    await chain.listIncoming();
    expect(node.calls[1]!.params).toEqual([`block-${node.clock}`, 3, false]);
  });

  it('turns node errors into refusals and an unreachable node into an open question', async () => {
    node.balance = '0.00001000';
    const poor = await chain
      .send('payout-request:g', outputs, { level: 'HIGH', perVbyte: null }, requestMade)
      .catch((error: unknown) => error);
    node.balance = '10.00000000';
    expect(poor).toMatchObject({ refused: true, message: 'Bitcoin Core sendmany: Insufficient funds (code -6)' });

    const wrongPassword = chainAt(`${baseUrl.replace('//', '//pool:wrong@')}/wallet/payouts`);
    await expect(wrongPassword.confirmations('00'.repeat(32))).rejects.toMatchObject({
      refused: true,
      message: 'Bitcoin Core gettransaction: HTTP 401',
    });
    const wrongWallet = chainAt(`${baseUrl.replace('//', '//pool:p%40ss%3Aword@')}/wallet/other`);
    await expect(wrongWallet.listIncoming()).rejects.toMatchObject({ refused: true, message: /code -18/ });

    const closed = new FakeBitcoind('pool', 'x', 'payouts');
    const closedUrl = await closed.start();
    await closed.stop();
    await expect(chainAt(`${closedUrl}/wallet/payouts`).listIncoming()).rejects.toMatchObject({ refused: false });
  });
});
