import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BitcoinCoreChain } from './bitcoin-core.js';
import { sats } from '../../domain/sats.js';
import { FakeBitcoind } from '../../test/fake-bitcoind.js';

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

describe('Bitcoin Core JSON-RPC', () => {
  const outputs = [
    { address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', amount: sats(10_000) },
    { address: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', amount: sats(150_000_000) },
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

  it('reads a transaction: confirmations as blocks come (negative once a reorganisation took it), size, exact fee, replacement', async () => {
    const { txId } = await chain.send('payout-request:f', outputs, { level: 'HIGH', perVbyte: 7 }, requestMade);
    const sent = node.transactions.get(txId)!;
    expect(await chain.transaction(txId)).toEqual({
      confirmations: 0,
      vsize: sent.vsize,
      fee: sent.vsize * 7,
      replacedBy: null,
      abandoned: false,
    });
    expect(node.calls.at(-1)).toEqual({ method: 'gettransaction', params: [txId, false, true] });
    node.mine(4);
    expect((await chain.transaction(txId)).confirmations).toBe(4);
    node.reorganise(4, [txId]);
    expect((await chain.transaction(txId)).confirmations).toBe(-1);
    expect(await chain.blockHeight()).toBe(node.height);

    const { txId: waiting } = await chain.send(
      'payout-request:f2',
      outputs,
      { level: 'HIGH', perVbyte: 3 },
      requestMade,
    );
    const { txId: bumped } = await chain.bumpFee(waiting, 9);
    expect(node.calls.at(-1)).toEqual({ method: 'bumpfee', params: [waiting, { fee_rate: 9 }] });
    expect(await chain.transaction(waiting)).toMatchObject({ replacedBy: bumped });
    expect(await chain.transaction(bumped)).toMatchObject({ fee: node.transactions.get(bumped)!.vsize * 9 });

    const unknown = await chain.transaction('00'.repeat(32)).catch((error: unknown) => error);
    expect(unknown).toMatchObject({
      refused: true,
      message: 'Bitcoin Core gettransaction: Invalid or non-wallet transaction id (code -5)',
    });
  });

  it("reads the node's fee estimate in sat/vB, exactly, or null when it has none", async () => {
    node.estimate = 12.345;
    expect(await chain.feeRate('LOW')).toBe(12.345);
    expect(node.calls.at(-1)).toEqual({ method: 'estimatesmartfee', params: [144, 'economical'] });
    node.estimate = null;
    expect(await chain.feeRate('HIGH')).toBeNull();
    node.estimate = 5;
  });

  it('lists received coins with exact amounts, then only blocks since the last listing', async () => {
    const deposit = node.add({ category: 'receive', address: 'bc1qpool', amount: '0.12345678', ago: 600 });
    node.add({ category: 'send', address: 'bc1qelsewhere', amount: '-0.50000000', ago: 500 });
    deposit.confirmations = 5;
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
    const coins = node.coins;
    node.coins = [1000];
    const poor = await chain
      .send('payout-request:g', outputs, { level: 'HIGH', perVbyte: null }, requestMade)
      .catch((error: unknown) => error);
    node.coins = coins;
    expect(poor).toMatchObject({ refused: true, message: 'Bitcoin Core sendmany: Insufficient funds (code -6)' });

    const wrongPassword = chainAt(`${baseUrl.replace('//', '//pool:wrong@')}/wallet/payouts`);
    await expect(wrongPassword.transaction('00'.repeat(32))).rejects.toMatchObject({
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
