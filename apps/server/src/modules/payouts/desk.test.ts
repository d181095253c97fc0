import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  nextRunPreviewSchema,
  payoutRequestPaymentsResponseSchema,
  payoutWalletSchema,
  type NextRunPreview,
} from '@pool/contract';
import { FakeBitcoind } from '../../test/fake-bitcoind.js';
import { useTestApp } from '../../test/test-app.js';
import { TestIdentity } from '../../test/test-identity.js';
import { defaultMoneySettings, type MoneySettings } from '../module-deps.js';
import { BitcoinCoreChain } from '../chain/index.js';
import { PayoutsJob } from './payouts-job.js';
import { PayoutFixtures } from './test-support.js';

let now = new Date('2026-06-01T13:00:00.000Z');
const clock = () => now;
const hour = 3_600_000;
const longAgo = () => new Date(now.getTime() - 240 * hour);

const identity = new TestIdentity();
const platform = identity.add({
  id: '00000000-0000-4000-8000-0000000000d1',
  email: 'desk@example.com',
  credentials: { password: true, totp: true, lookup_secret: false, webauthn: false },
  secondFactorAge: 10,
});

const node = new FakeBitcoind('pool', 'secret', 'desk');
const money: Partial<MoneySettings> = { payoutFeeRate: { min: 2, max: 20 } };
// The app's chain is the loopback node: its URL is known once the node listens, before the app is built.
beforeAll(async () => {
  money.bitcoinRpcUrl = node.walletUrl(await node.start());
});
afterAll(() => node.stop());
const testApp = useTestApp(identity, { clock, money });
const db = () => testApp.database.db;
let fixtures: PayoutFixtures;
beforeAll(async () => {
  fixtures = new PayoutFixtures(db());
  await db().insertInto('permissions').values({ identity_id: platform.id, type: 'platform' }).execute();
});

const settings: MoneySettings = { ...defaultMoneySettings, ...money };
const job = (chain = new BitcoinCoreChain(money.bitcoinRpcUrl!, settings.payoutConfirmations)) =>
  new PayoutsJob({ db: db(), clock, settings, log: testApp.app.log, chain });

const addresses = {
  p2wpkh: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
  p2pkh: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
  p2sh: '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
  p2tr: 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297',
  p2wsh: 'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3',
};

async function get<T>(url: string, schema: { parse(value: unknown): T }): Promise<T> {
  const response = await testApp.call(platform.id, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return schema.parse(response.json());
}
const preview = () => get('/platform/payouts/next-run', nextRunPreviewSchema);
const wallet = () => get('/platform/payouts/wallet', payoutWalletSchema);
const requestOf = (poolId: string, date: string) =>
  db()
    .selectFrom('blockchain_payout_requests')
    .selectAll()
    .where('pool_id', '=', poolId)
    .where('date', '=', date)
    .executeTakeFirstOrThrow();
const byMiner = <T extends { miner_id: string }>(list: T[]) =>
  [...list].sort((a, b) => (a.miner_id < b.miner_id ? -1 : 1));
const accountName = async (minerId: string) =>
  (await db().selectFrom('miner_accounts').select('account_name').where('id', '=', minerId).executeTakeFirstOrThrow())
    .account_name;

describe('the payout desk', () => {
  it("previews the next run before 14:00 UTC, and the run then pays exactly the preview's accounts and amounts", async () => {
    now = new Date('2026-06-01T13:00:00.000Z');
    node.coins = Array.from({ length: 3 }, () => 100_000_000);
    node.estimate = 5;
    const poolId = await fixtures.pool();
    const paid = await fixtures.miner(poolId, {
      balance: 120_000,
      min: [100_000],
      addresses: [{ address: addresses.p2wpkh, at: longAgo() }],
    });
    const capped = await fixtures.miner(poolId, {
      balance: 900_000,
      min: [1_000],
      max: [250_000],
      addresses: [{ address: addresses.p2tr, at: longAgo() }],
    });
    // Below its minimum: not paid.
    await fixtures.miner(poolId, {
      balance: 99_999,
      min: [100_000],
      addresses: [{ address: addresses.p2sh, at: longAgo() }],
    });
    // Its address changed 24½ hours before the run: paused now, paid at 14:00.
    const changedEarlier = await fixtures.miner(poolId, {
      balance: 500_000,
      min: [1_000],
      addresses: [
        { address: addresses.p2pkh, at: longAgo() },
        { address: addresses.p2wsh, at: new Date('2026-05-31T13:30:00.000Z') },
      ],
    });
    // Its address changed 20 hours before the run: still paused at 14:00.
    await fixtures.miner(poolId, {
      balance: 500_000,
      min: [1_000],
      addresses: [
        { address: addresses.p2pkh, at: longAgo() },
        { address: '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', at: new Date('2026-05-31T18:00:00.000Z') },
      ],
    });
    // Below the P2WPKH dust limit (294): at its minimum, never sent.
    await fixtures.miner(poolId, {
      balance: 293,
      min: [1],
      addresses: [{ address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', at: longAgo() }],
    });

    const next = await preview();
    expect({ ...next, payouts: byMiner(next.payouts) }).toEqual({
      date: '2026-06-01',
      run_at: '2026-06-01T14:00:00.000Z',
      fee_level: 'MEDIUM',
      fee_per_vbyte: null,
      fee_rate: 5,
      at_minimum: 5,
      payouts: byMiner([
        {
          miner_id: paid.minerId,
          account_name: await accountName(paid.minerId),
          address: addresses.p2wpkh,
          amount: 120_000,
        },
        {
          miner_id: capped.minerId,
          account_name: await accountName(capped.minerId),
          address: addresses.p2tr,
          amount: 250_000,
        },
        {
          miner_id: changedEarlier.minerId,
          account_name: await accountName(changedEarlier.minerId),
          address: addresses.p2wsh,
          amount: 500_000,
        },
      ]),
      total: 870_000,
      transactions: 1,
      below_dust: 1,
      // One transaction, one coin: 15 overhead + 68 input + 43 change + 31 P2WPKH + 43 P2TR + 43 P2WSH = 243 vB at 5 sat/vB.
      fee_estimate: 1_215,
      problems: [],
    } satisfies NextRunPreview);

    now = new Date('2026-06-01T14:00:30.000Z');
    await job().runDate(poolId, '2026-06-01');
    const request = await requestOf(poolId, '2026-06-01');
    expect(request).toMatchObject({ status: 'sent', payouts: 3, amount: next.total, at_minimum: 5 });
    const payments = await get(
      `/platform/payouts/blockchain-requests/${request.id}/payments`,
      payoutRequestPaymentsResponseSchema,
    );
    const [sent, ...more] = [...node.transactions.values()].filter((tx) => tx.comment.includes(request.id));
    expect(more).toEqual([]);
    // The dust payout was taken from its balance and given back when the send planned it out.
    const paidOut = payments.data.filter((payment) => payment.status !== 'canceled');
    expect(payments.data.filter((payment) => payment.status === 'canceled')).toEqual([
      expect.objectContaining({ amount: 293, part: null, tx_id: null }),
    ]);
    expect(
      byMiner(
        paidOut.map(({ miner_id, account_name, address, amount }) => ({ miner_id, account_name, address, amount })),
      ),
    ).toEqual(byMiner(next.payouts));
    for (const payment of paidOut) expect(payment).toMatchObject({ status: 'pending', part: 0, tx_id: sent!.txid });
    expect(sent!.feeRate).toBe(next.fee_rate);

    node.mine(3);
    await job().poll();
    const settled = await get(
      `/platform/payouts/blockchain-requests/${request.id}/payments`,
      payoutRequestPaymentsResponseSchema,
    );
    expect(settled.data.map((payment) => payment.status).sort()).toEqual([
      'canceled',
      'completed',
      'completed',
      'completed',
    ]);
  });

  it("sets the hot wallet's balance against what is owed, and flags a run the wallet could not pay", async () => {
    now = new Date('2026-06-02T13:30:00.000Z');
    node.coins = [300_000];
    node.estimate = 5;
    const poolId = await fixtures.pool();
    await fixtures.miner(poolId, {
      balance: 700_000,
      min: [1_000],
      addresses: [{ address: addresses.p2wpkh, at: longAgo() }],
    });
    // Not yet at its minimum, but owed all the same.
    await fixtures.miner(poolId, {
      balance: 40_000,
      min: [100_000],
      addresses: [{ address: addresses.p2sh, at: longAgo() }],
    });

    expect((await preview()).problems).toEqual([{ reason: 'wallet_short', message: null }]);
    expect(await wallet()).toMatchObject({
      balance: 300_000,
      chain: 'bitcoin-core',
      chain_error: null,
      balances_due: 740_000,
      pending_payouts: 0,
      shortfall: 440_000,
    });

    now = new Date('2026-06-02T14:00:30.000Z');
    await job().runDate(poolId, '2026-06-02');
    const request = await requestOf(poolId, '2026-06-02');
    const desk = await wallet();
    // The payout left the balance but not the wallet: still owed.
    expect(desk).toMatchObject({ balances_due: 40_000, pending_payouts: 700_000, shortfall: 440_000 });
    expect(desk.last_run).toEqual({
      date: '2026-06-02',
      request_id: request.id,
      status: 'failed',
      payouts: 1,
      amount: 700_000,
      problem: { reason: 'wallet_short', message: 'Bitcoin Core sendmany: Insufficient funds (code -6)' },
    });
    const payments = await get(
      `/platform/payouts/blockchain-requests/${request.id}/payments`,
      payoutRequestPaymentsResponseSchema,
    );
    expect(payments.data).toEqual([
      expect.objectContaining({ amount: 700_000, status: 'pending', part: 0, tx_id: null }),
    ]);
  });

  it('flags a run whose node did not answer, and one that paid none of the wallets at their minimum', async () => {
    now = new Date('2026-06-03T14:00:30.000Z');
    node.coins = Array.from({ length: 3 }, () => 100_000_000);
    const poolId = await fixtures.pool();
    await fixtures.miner(poolId, {
      balance: 500_000,
      min: [1_000],
      addresses: [{ address: addresses.p2wpkh, at: longAgo() }],
    });
    // Nothing listens on port 9 of the loopback: the send gets no answer.
    await job(new BitcoinCoreChain('http://pool:secret@127.0.0.1:9/wallet/desk', 3)).runDate(poolId, '2026-06-03');
    expect((await wallet()).last_run?.problem).toMatchObject({ reason: 'node_down' });

    now = new Date('2026-06-04T14:00:30.000Z');
    const idle = await fixtures.pool();
    // At its minimum without a payout address.
    await fixtures.miner(idle, { balance: 500_000, min: [1_000] });
    await job().runDate(idle, '2026-06-04');
    expect((await wallet()).last_run).toMatchObject({
      date: '2026-06-04',
      payouts: 0,
      problem: { reason: 'none_payable', message: null },
    });
  });

  it("warns when the node's fee estimate is above the platform's ceiling: the run would pay the ceiling", async () => {
    now = new Date('2026-06-05T09:00:00.000Z');
    node.coins = Array.from({ length: 3 }, () => 100_000_000);
    node.estimate = 45;
    const poolId = await fixtures.pool();
    await fixtures.miner(poolId, {
      balance: 500_000,
      min: [1_000],
      addresses: [{ address: addresses.p2wpkh, at: longAgo() }],
    });
    const next = await preview();
    node.estimate = 5;
    expect(next).toMatchObject({ fee_rate: 20, problems: [{ reason: 'fee_above_ceiling', message: null }] });
    // 15 + 68 + 43 + 31 = 157 vB at the ceiling's 20 sat/vB.
    expect(next.fee_estimate).toBe(3_140);
  });

  it("answers 404 for another pool's or an unknown request", async () => {
    const response = await testApp.call(
      platform.id,
      'GET',
      '/platform/payouts/blockchain-requests/00000000-0000-4000-8000-000000000999/payments',
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'not_found' } });
  });
});
