import { randomBytes } from 'node:crypto';
import { bech32 } from '@scure/base';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { blockchainPayoutRequestsResponseSchema } from '@pool/contract';
import { FakeBitcoind } from '../../test/fake-bitcoind.js';
import { useTestApp } from '../../test/test-app.js';
import { TestIdentity } from '../../test/test-identity.js';
import { defaultMoneySettings, type MoneySettings } from '../module-deps.js';
import {
  BitcoinCoreChain,
  type ChainOutput,
  type ChainTransaction,
  payoutOutputsBudget,
  sendLeaseMs,
} from '../chain/index.js';
import { PayoutsJob } from './payouts-job.js';
import { PayoutFixtures } from './test-support.js';

let now = new Date('2026-05-04T14:00:30.000Z');
const clock = () => now;
const day = 86_400_000;
const longAgo = () => new Date(now.getTime() - 10 * day);

const identity = new TestIdentity();
const platform = identity.add({
  id: '00000000-0000-4000-8000-0000000000c1',
  email: 'platform@example.com',
  credentials: { password: true, totp: true, lookup_secret: false, webauthn: false },
  secondFactorAge: 10,
});
const testApp = useTestApp(identity, { clock });
const db = () => testApp.database.db;
let fixtures: PayoutFixtures;

const node = new FakeBitcoind('pool', 'secret', 'payouts');
let walletUrl = '';
const settings: MoneySettings = {
  ...defaultMoneySettings,
  payoutFeeRate: { min: 2, max: 20 },
  payoutBumpAfterBlocks: 2,
};
const job = (chain = new BitcoinCoreChain(walletUrl, settings.payoutConfirmations)) =>
  new PayoutsJob({ db: db(), clock, settings, log: testApp.app.log, chain });

const p2wpkh = () => bech32.encode('bc', [0, ...bech32.toWords(randomBytes(20))]);
const addresses = {
  p2pkh: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
  p2sh: '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
  p2wpkh: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
  p2wsh: 'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3',
  p2tr: 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297',
};

async function requestOf(poolId: string, date: string) {
  return db()
    .selectFrom('blockchain_payout_requests')
    .selectAll()
    .where('pool_id', '=', poolId)
    .where('date', '=', date)
    .executeTakeFirstOrThrow();
}

async function deskRequest(id: string) {
  const listed = await testApp.call(platform.id, 'GET', '/platform/payouts/blockchain-requests?per_page=100');
  expect(listed.statusCode).toBe(200);
  return blockchainPayoutRequestsResponseSchema.parse(listed.json()).data.find((request) => request.id === id)!;
}

const bumpsOf = (txId: string) =>
  node.calls.filter((call) => call.method === 'bumpfee' && call.params[0] === txId).map((call) => call.params);

const returnTransfers = async () =>
  Number(
    (
      await db()
        .selectFrom('ledger_transfers')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('kind', '=', 'payout_return')
        .executeTakeFirstOrThrow()
    ).n,
  );

async function expectLedgerConsistent() {
  expect(await fixtures.ledgerDiscrepancies()).toEqual({ accounts: [], total: 0 });
}

/** A pool with one wallet per address, each credited `balance`; the run pays them all. */
async function poolPaying(wallets: { address: string; balance: number }[]) {
  const poolId = await fixtures.pool();
  const miners = [];
  for (const { address, balance } of wallets) {
    miners.push(await fixtures.miner(poolId, { balance, min: [1], addresses: [{ address, at: longAgo() }] }));
  }
  return { poolId, miners };
}

beforeAll(async () => {
  walletUrl = node.walletUrl(await node.start());
  fixtures = new PayoutFixtures(db());
  await db().insertInto('permissions').values({ identity_id: platform.id, type: 'platform' }).execute();
});
afterAll(() => node.stop());
afterEach(async () => {
  // What a test left waiting is mined, so the next starts from a quiet mempool.
  node.minedFeeRate = 1;
  node.estimate = 5;
  node.mine(3);
  await job().poll();
});

describe('a payout run through Bitcoin Core', () => {
  it('splits a run too big for one standard transaction into several the node accepts, paying every wallet once', async () => {
    now = new Date('2026-05-04T14:00:30.000Z');
    const poolId = await fixtures.pool();
    // More P2WPKH outputs (31 vB each) than fit in one transaction's budget.
    const count = Math.floor(payoutOutputsBudget / 31) + 200;
    const wallets = await fixtures.payableWallets(poolId, count, 600_000, longAgo());
    await sql`UPDATE wallet_addresses a SET address = r.address
                FROM (SELECT w.id, x.address FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM wallets
                        WHERE id = ANY(${wallets.map((wallet) => wallet.walletId)}::uuid[])) w
                       JOIN unnest(${Array.from({ length: count }, p2wpkh)}::text[]) WITH ORDINALITY AS x (address, n)
                         USING (n)) r
               WHERE a.wallet_id = r.id`.execute(db());
    node.coins = Array.from({ length: 40 }, () => 100_000_000);
    node.estimate = 4.2;

    // One sendmany of every output, as before the split, is over the limit: the node says tx-size.
    const chain = new BitcoinCoreChain(walletUrl, 3);
    const allOutputs = (
      await sql<ChainOutput>`SELECT address, 600000 AS amount FROM wallet_addresses
        WHERE wallet_id = ANY(${wallets.map((wallet) => wallet.walletId)}::uuid[])`.execute(db())
    ).rows;
    await expect(
      chain.send('one-transaction', allOutputs, { level: 'MEDIUM', perVbyte: 5 }, now),
    ).rejects.toMatchObject({ refused: true, message: 'Bitcoin Core sendmany: tx-size (code -26)' });

    const sendsBefore = node.calls.filter((call) => call.method === 'sendmany').length;
    await job().runDate(poolId, '2026-05-04');
    const request = await requestOf(poolId, '2026-05-04');
    expect(request).toMatchObject({ status: 'sent', payouts: count, amount: count * 600_000 });
    const sends = node.calls.filter((call) => call.method === 'sendmany').slice(sendsBefore);
    expect(sends).toHaveLength(2);
    // The estimate 4.2 sat/vB, rounded up, within the platform's 2–20.
    expect(sends.map((call) => call.params[8])).toEqual([5, 5]);
    const sent = [...node.transactions.values()].filter((transaction) => transaction.comment.includes(request.id));
    expect(sent.map((transaction) => transaction.outputs.length).reduce((a, b) => a + b)).toBe(count);
    for (const transaction of sent) expect(transaction.vsize).toBeLessThanOrEqual(100_000);

    const desk = await deskRequest(request.id);
    expect(desk.tx_id).toBe(sent[0]!.txid);
    expect(desk.transactions).toEqual(
      sent.map((transaction, part): unknown =>
        expect.objectContaining({
          part,
          tx_id: transaction.txid,
          outputs: transaction.outputs.length,
          amount: transaction.outputs.length * 600_000,
          vsize: transaction.vsize,
          fee_rate: 5,
          fee: transaction.fee,
          state: 'mempool',
          confirmations: 0,
          replaced_by: null,
        }),
      ),
    );

    node.mine(3);
    await job().poll();
    expect(await requestOf(poolId, '2026-05-04')).toMatchObject({ status: 'completed', confirmations: 3 });
    expect(await fixtures.poolBalance(poolId, 'chain')).toBe(count * 600_000);
    expect(await fixtures.poolBalance(poolId, 'payout_clearing')).toBe(0);
    await expectLedgerConsistent();
  });

  it('keeps payments below their dust limit in the balances and sends the rest', async () => {
    now = new Date('2026-05-05T14:00:30.000Z');
    node.coins = Array.from({ length: 5 }, () => 100_000_000);
    const { poolId, miners } = await poolPaying([
      { address: addresses.p2pkh, balance: 545 },
      { address: addresses.p2sh, balance: 540 },
      { address: addresses.p2wpkh, balance: 293 },
      { address: addresses.p2wsh, balance: 330 },
      { address: addresses.p2tr, balance: 329 },
    ]);
    await job().runDate(poolId, '2026-05-05');
    const request = await requestOf(poolId, '2026-05-05');
    expect(request).toMatchObject({ status: 'sent', payouts: 2, amount: 870 });
    const [transaction, ...more] = [...node.transactions.values()].filter((sent) => sent.comment.includes(request.id));
    expect(more).toEqual([]);
    expect(transaction!.outputs.map((output) => output.address).sort()).toEqual(
      [addresses.p2sh, addresses.p2wsh].sort(),
    );
    const balances = await Promise.all(miners.map((miner) => fixtures.balance(miner.accountId)));
    expect(balances).toEqual([545, 0, 293, 0, 329]);
    const payments = await db()
      .selectFrom('payments')
      .select(['address', 'status'])
      .where('payout_request_id', '=', request.id)
      .orderBy('address')
      .execute();
    expect(new Map(payments.map((payment) => [payment.address, payment.status]))).toEqual(
      new Map([
        [addresses.p2pkh, 'canceled'],
        [addresses.p2sh, 'pending'],
        [addresses.p2wpkh, 'canceled'],
        [addresses.p2wsh, 'pending'],
        [addresses.p2tr, 'canceled'],
      ]),
    );
    expect(await fixtures.poolBalance(poolId, 'payout_clearing')).toBe(870);
    await expectLedgerConsistent();
  });

  it('bumps the fee of a transaction left unconfirmed for the set number of blocks, up to the ceiling, and the desk shows the replacement', async () => {
    now = new Date('2026-05-06T14:00:30.000Z');
    node.coins = Array.from({ length: 5 }, () => 100_000_000);
    node.estimate = 3;
    // Miners want more than the estimate: the payout waits.
    node.minedFeeRate = 20;
    const { poolId } = await poolPaying([
      { address: addresses.p2wpkh, balance: 700_000 },
      { address: addresses.p2tr, balance: 800_000 },
    ]);
    await job().runDate(poolId, '2026-05-06');
    const request = await requestOf(poolId, '2026-05-06');
    const [original] = (await deskRequest(request.id)).transactions;
    expect(original).toMatchObject({ state: 'mempool', fee_rate: 3 });

    node.mine(1);
    await job().poll();
    expect((await deskRequest(request.id)).transactions).toHaveLength(1);

    // Two blocks unconfirmed: bumped to the estimate now, 30 sat/vB, cut to the ceiling of 20.
    node.mine(1);
    node.estimate = 30;
    await Promise.all([job().poll(), job().poll()]);
    expect(bumpsOf(original!.tx_id!)).toEqual([[original!.tx_id, { fee_rate: 20 }]]);
    const [replaced, replacement] = (await deskRequest(request.id)).transactions;
    expect(replacement).toMatchObject({ part: 0, state: 'mempool', fee_rate: 20, replaced_by: null });
    expect(replacement!.fee).toBeGreaterThan(original!.fee!);
    expect(replaced).toMatchObject({ tx_id: original!.tx_id, state: 'replaced', replaced_by: replacement!.tx_id });

    node.mine(3);
    await job().poll();
    expect(await requestOf(poolId, '2026-05-06')).toMatchObject({ status: 'completed', confirmations: 3 });
    expect((await deskRequest(request.id)).transactions.map((transaction) => transaction.state)).toEqual([
      'replaced',
      'confirmed',
    ]);
    expect(await fixtures.poolBalance(poolId, 'chain')).toBe(1_500_000);
    await expectLedgerConsistent();
  });

  it("bumps by the wallet's incremental fee at least, when the estimate rose by less", async () => {
    now = new Date('2026-05-14T14:00:30.000Z');
    node.coins = Array.from({ length: 5 }, () => 100_000_000);
    node.estimate = 3;
    node.minedFeeRate = 20;
    const { poolId } = await poolPaying([{ address: addresses.p2wpkh, balance: 700_000 }]);
    await job().runDate(poolId, '2026-05-14');
    const request = await requestOf(poolId, '2026-05-14');
    const [original] = (await deskRequest(request.id)).transactions;
    node.mine(2);
    node.estimate = 5;
    await job().poll();
    expect(bumpsOf(original!.tx_id!)).toEqual([[original!.tx_id, { fee_rate: 8 }]]);
    expect((await deskRequest(request.id)).transactions).toEqual([
      expect.objectContaining({ tx_id: original!.tx_id, state: 'replaced' }),
      expect.objectContaining({ state: 'mempool', fee_rate: 8 }),
    ]);
  });

  it('settles a bumped transaction whose original a block took instead of the replacement, returning nothing', async () => {
    now = new Date('2026-05-12T14:00:30.000Z');
    node.coins = Array.from({ length: 5 }, () => 100_000_000);
    node.estimate = 3;
    node.minedFeeRate = 20;
    const { poolId, miners } = await poolPaying([
      { address: addresses.p2wpkh, balance: 700_000 },
      { address: addresses.p2tr, balance: 800_000 },
    ]);
    await job().runDate(poolId, '2026-05-12');
    const request = await requestOf(poolId, '2026-05-12');
    const [original] = (await deskRequest(request.id)).transactions;
    node.mine(2);
    node.estimate = 10;
    await job().poll();
    const [, replacement] = (await deskRequest(request.id)).transactions;
    expect(replacement).toMatchObject({ state: 'mempool', fee_rate: 10 });

    // The original is mined after all; the replacement conflicts with its block.
    const returnsBefore = await returnTransfers();
    node.mineReplaced(original!.tx_id!);
    await job().poll();
    node.mine(2);
    await job().poll();
    expect(await returnTransfers()).toBe(returnsBefore);
    expect(await fixtures.balance(miners[0]!.accountId)).toBe(0);
    expect(await fixtures.balance(miners[1]!.accountId)).toBe(0);
    expect(await fixtures.poolBalance(poolId, 'chain')).toBe(1_500_000);
    expect(await requestOf(poolId, '2026-05-12')).toMatchObject({ status: 'completed', confirmations: 3 });
    expect((await deskRequest(request.id)).transactions).toEqual([
      expect.objectContaining({ tx_id: original!.tx_id, state: 'confirmed', replaced_by: null }),
      expect.objectContaining({ tx_id: replacement!.tx_id, state: 'replaced', replaced_by: original!.tx_id }),
    ]);
    await expectLedgerConsistent();
  });

  it('settles a mined transaction whose fee bump went out but was never recorded, returning nothing', async () => {
    now = new Date('2026-05-13T14:00:30.000Z');
    node.coins = Array.from({ length: 5 }, () => 100_000_000);
    node.estimate = 3;
    node.minedFeeRate = 20;
    const { poolId, miners } = await poolPaying([{ address: addresses.p2wpkh, balance: 700_000 }]);
    await job().runDate(poolId, '2026-05-13');
    const request = await requestOf(poolId, '2026-05-13');
    const [original] = (await deskRequest(request.id)).transactions;
    // A poller bumped the fee and stopped before recording the replacement; then a block took the original.
    await new BitcoinCoreChain(walletUrl, settings.payoutConfirmations).bumpFee(original!.tx_id!, 10);
    node.mineReplaced(original!.tx_id!);
    await job().poll();
    node.mine(2);
    await job().poll();
    expect(await fixtures.balance(miners[0]!.accountId)).toBe(0);
    expect(await fixtures.poolBalance(poolId, 'chain')).toBe(700_000);
    expect(await requestOf(poolId, '2026-05-13')).toMatchObject({ status: 'completed', confirmations: 3 });
    expect((await deskRequest(request.id)).transactions).toEqual([
      expect.objectContaining({ tx_id: original!.tx_id, state: 'confirmed', replaced_by: null }),
    ]);
    await expectLedgerConsistent();
  });

  it('does not bump past the ceiling: a transaction already paying it waits', async () => {
    now = new Date('2026-05-07T14:00:30.000Z');
    node.coins = Array.from({ length: 5 }, () => 100_000_000);
    node.estimate = 50;
    node.minedFeeRate = 100;
    const { poolId } = await poolPaying([{ address: addresses.p2wpkh, balance: 700_000 }]);
    await job().runDate(poolId, '2026-05-07');
    const request = await requestOf(poolId, '2026-05-07');
    node.mine(5);
    await job().poll();
    const [waiting] = (await deskRequest(request.id)).transactions;
    expect(waiting).toMatchObject({ state: 'mempool', fee_rate: 20 });
    expect(bumpsOf(waiting!.tx_id!)).toEqual([]);
  });

  it('returns the payments of a transaction a reorganisation took out of the chain to the balances, exactly once', async () => {
    now = new Date('2026-05-08T14:00:30.000Z');
    node.coins = Array.from({ length: 5 }, () => 100_000_000);
    node.estimate = 5;
    const { poolId, miners } = await poolPaying([
      { address: addresses.p2wpkh, balance: 700_000 },
      { address: addresses.p2sh, balance: 800_000 },
    ]);
    await job().runDate(poolId, '2026-05-08');
    const request = await requestOf(poolId, '2026-05-08');
    const txId = (await deskRequest(request.id)).transactions[0]!.tx_id!;
    node.mine(1);
    await job().poll();
    expect(await requestOf(poolId, '2026-05-08')).toMatchObject({ status: 'sent', confirmations: 1 });

    const returnsBefore = await returnTransfers();
    node.reorganise(1, [txId]);
    await Promise.all([job().poll(), job().poll(), job().poll()]);
    await job().poll();
    expect(await returnTransfers()).toBe(returnsBefore + 2);
    expect(await fixtures.balance(miners[0]!.accountId)).toBe(700_000);
    expect(await fixtures.balance(miners[1]!.accountId)).toBe(800_000);
    expect(await fixtures.poolBalance(poolId, 'payout_clearing')).toBe(0);
    expect(await fixtures.poolBalance(poolId, 'chain')).toBe(0);
    expect(await requestOf(poolId, '2026-05-08')).toMatchObject({ status: 'canceled' });
    expect((await deskRequest(request.id)).transactions).toEqual([
      expect.objectContaining({ tx_id: txId, state: 'returned' }),
    ]);
    await expectLedgerConsistent();
  });

  it('returns the payments of a transaction the operator abandoned, once; the node refuses to abandon one in its mempool', async () => {
    now = new Date('2026-05-10T14:00:30.000Z');
    node.coins = Array.from({ length: 5 }, () => 100_000_000);
    node.minedFeeRate = 100;
    const { poolId, miners } = await poolPaying([{ address: addresses.p2tr, balance: 650_000 }]);
    await job().runDate(poolId, '2026-05-10');
    const request = await requestOf(poolId, '2026-05-10');
    const txId = (await deskRequest(request.id)).transactions[0]!.tx_id!;
    const abandon = async () => {
      const response = await fetch(walletUrl.replace(/\/\/[^@]+@/, '//'), {
        method: 'POST',
        headers: { authorization: `Basic ${Buffer.from('pool:secret').toString('base64')}` },
        body: JSON.stringify({ jsonrpc: '1.0', id: 1, method: 'abandontransaction', params: [txId] }),
      });
      return ((await response.json()) as { error: { message: string } | null }).error;
    };
    expect(await abandon()).toMatchObject({ message: 'Transaction not eligible for abandonment' });
    await job().poll();
    expect(await fixtures.balance(miners[0]!.accountId)).toBe(0);

    node.transactions.get(txId)!.evicted = true;
    expect(await abandon()).toBeNull();
    const returnsBefore = await returnTransfers();
    await Promise.all([job().poll(), job().poll()]);
    await job().poll();
    expect(await returnTransfers()).toBe(returnsBefore + 1);
    expect(await fixtures.balance(miners[0]!.accountId)).toBe(650_000);
    expect(await requestOf(poolId, '2026-05-10')).toMatchObject({ status: 'canceled' });
    expect((await deskRequest(request.id)).transactions).toEqual([
      expect.objectContaining({ tx_id: txId, state: 'returned' }),
    ]);
    await expectLedgerConsistent();
  });

  it('records, after a crash between the send and its record, the transaction the node has, sending nothing twice', async () => {
    now = new Date('2026-05-09T14:00:30.000Z');
    node.coins = Array.from({ length: 5 }, () => 100_000_000);
    const { poolId } = await poolPaying([{ address: addresses.p2tr, balance: 900_000 }]);
    /** The process dies right after the node broadcast: what it asks next is never answered. */
    class DyingChain extends BitcoinCoreChain {
      override transaction(): Promise<ChainTransaction> {
        return new Promise(() => undefined);
      }
    }
    void job(new DyingChain(walletUrl, 3)).runDate(poolId, '2026-05-09');
    const request = await vi.waitFor(
      async () => {
        const created = await requestOf(poolId, '2026-05-09');
        expect([...node.transactions.values()].some((sent) => sent.comment.includes(created.id))).toBe(true);
        return created;
      },
      { timeout: 20_000, interval: 20 },
    );
    expect(request).toMatchObject({ status: 'created' });
    const sendsBefore = node.calls.filter((call) => call.method === 'sendmany').length;

    now = new Date(now.getTime() + sendLeaseMs + 1000);
    await job().poll();
    expect(node.calls.filter((call) => call.method === 'sendmany')).toHaveLength(sendsBefore);
    const sent = [...node.transactions.values()].filter((transaction) => transaction.comment.includes(request.id));
    expect(sent).toHaveLength(1);
    expect(await requestOf(poolId, '2026-05-09')).toMatchObject({ status: 'sent', tx_id: sent[0]!.txid });
    expect((await deskRequest(request.id)).transactions).toEqual([
      expect.objectContaining({ tx_id: sent[0]!.txid, vsize: sent[0]!.vsize, fee: sent[0]!.fee }),
    ]);
  });
});
