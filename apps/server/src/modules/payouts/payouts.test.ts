import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  blockchainPayoutRequestSchema,
  blockchainPayoutRequestsResponseSchema,
  errorResponseSchema,
  payoutScheduleItemSchema,
  payoutScheduleResponseSchema,
  unallocatedFundsResponseSchema,
  unallocatedFundsSchema,
} from '@pool/contract';
import { useTestApp } from '../../test/test-app.js';
import { TestIdentity } from '../../test/test-identity.js';
import { defaultMoneySettings } from '../module-deps.js';
import { PaymentsRepository } from '../payments/index.js';
import { refundKey, RefundSender, UnallocatedFundsRepository } from '../unallocated-funds/index.js';
import { ChainError, type ChainOutput, type FeeChoice, sendLeaseMs, SimulatedChain } from '../chain/index.js';
import { PayoutsJob } from './payouts-job.js';
import { PayoutRequestsRepository } from './requests-repository.js';
import { PayoutScheduleRepository } from './schedule-repository.js';
import { payoutRequestKey } from './sender.js';
import { payoutBatchSize } from './wallet-payouts-repository.js';
import { PayoutFixtures } from './test-support.js';

let now = new Date('2026-03-10T14:00:30.000Z');
const clock = () => now;
const minutes = (count: number) => count * 60_000;
const ago = (ms: number) => new Date(now.getTime() - ms);
const blockMs = defaultMoneySettings.simulatedBlockSeconds * 1000;

const identity = new TestIdentity();
// Platform money actions need a second factor proven within the last minutes (the policy's platform_act).
const platform = identity.add({
  id: '00000000-0000-4000-8000-0000000000b1',
  email: 'platform@example.com',
  credentials: { password: true, totp: true, lookup_secret: false, webauthn: false },
  secondFactorAge: 10,
});
const minerUser = identity.add({ id: '00000000-0000-4000-8000-0000000000b2', email: 'miner@example.com' });
const platformViewer = identity.add({
  id: '00000000-0000-4000-8000-0000000000b3',
  email: 'platform-viewer@example.com',
  credentials: { password: true, totp: true, lookup_secret: false, webauthn: false },
  secondFactorAge: 10,
});
const platformWithout2fa = identity.add({ id: '00000000-0000-4000-8000-0000000000b4', email: 'new-staff@example.com' });
const platformStale2fa = identity.add({
  id: '00000000-0000-4000-8000-0000000000b5',
  email: 'away@example.com',
  credentials: { password: true, totp: true, lookup_secret: false, webauthn: false },
  secondFactorAge: 3600,
});

const testApp = useTestApp(identity, { clock });
const call = testApp.call;
let fixtures: PayoutFixtures;

const db = () => testApp.database.db;
const simulated = () => new SimulatedChain(db(), clock, defaultMoneySettings.simulatedBlockSeconds);
const job = (chain = simulated()) =>
  new PayoutsJob({ db: db(), clock, settings: defaultMoneySettings, log: testApp.app.log, chain });

/** Refuses every send, as a node without funds does. */
class RefusingChain extends SimulatedChain {
  override async send(): Promise<{ txId: string }> {
    throw new ChainError('Bitcoin Core sendmany: Insufficient funds (code -6)', true);
  }
}

/** Broadcasts, then loses the answer: the caller cannot tell whether the coins left. */
class TimingOutChain extends SimulatedChain {
  override async send(key: string, outputs: ChainOutput[], fee: FeeChoice): Promise<{ txId: string }> {
    await super.send(key, outputs, fee);
    throw new ChainError('Bitcoin Core sendmany: The operation was aborted due to timeout', false);
  }
}

const addresses = {
  a: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
  shared: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
  old: '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
  fresh: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
};

async function requestOf(poolId: string, date: string) {
  return db()
    .selectFrom('blockchain_payout_requests')
    .selectAll()
    .where('pool_id', '=', poolId)
    .where('date', '=', date)
    .executeTakeFirstOrThrow();
}

async function paymentsOf(requestId: string) {
  return db()
    .selectFrom('payments')
    .select(['account_id', 'amount', 'address', 'status', 'pool_day', 'type', 'direction'])
    .where('payout_request_id', '=', requestId)
    .orderBy('amount')
    .execute();
}

async function chainTransactions(requestKey: string) {
  return db().selectFrom('simulated_chain_transactions').selectAll().where('request_key', '=', requestKey).execute();
}

async function expectLedgerConsistent() {
  expect(await fixtures.ledgerDiscrepancies()).toEqual({ accounts: [], total: 0 });
}

function expectError(response: { statusCode: number; json: () => unknown }, status: number, code: string) {
  expect(response.statusCode).toBe(status);
  expect(errorResponseSchema.parse(response.json()).error.code).toBe(code);
}

/** A pool with two wallets ready to be paid (600,000 and 900,000 sat to two addresses). */
async function poolWithTwoPayableWallets() {
  const poolId = await fixtures.pool();
  const first = await fixtures.miner(poolId, {
    balance: 600_000,
    addresses: [{ address: addresses.a, at: ago(minutes(60 * 24 * 10)) }],
  });
  const second = await fixtures.miner(poolId, {
    balance: 900_000,
    addresses: [{ address: addresses.shared, at: ago(minutes(60 * 24 * 10)) }],
  });
  return { poolId, first, second };
}

beforeAll(async () => {
  fixtures = new PayoutFixtures(db());
  await db()
    .insertInto('permissions')
    .values([
      { identity_id: platform.id, type: 'platform' },
      { identity_id: platformViewer.id, type: 'platform', role: 'viewer' },
      { identity_id: platformWithout2fa.id, type: 'platform', role: 'owner' },
      { identity_id: platformStale2fa.id, type: 'platform', role: 'owner' },
      { identity_id: minerUser.id, type: 'pool', pool_id: await fixtures.pool() },
    ])
    .execute();
});

describe('the 14:00 UTC payout run', () => {
  it('pays every wallet at or above its minimum, capped by its maximum, except paused, address-less and deleted ones', async () => {
    now = new Date('2026-03-10T14:00:30.000Z');
    const date = '2026-03-10';
    const poolId = await fixtures.pool();
    const longAgo = ago(minutes(60 * 24 * 10));
    const at = (address: string, when = longAgo) => ({ address, at: when });
    const plain = await fixtures.miner(poolId, { balance: 600_000, addresses: [at(addresses.a)] });
    const belowDefaultMin = await fixtures.miner(poolId, { balance: 499_999, addresses: [at(addresses.a)] });
    const ownMin = await fixtures.miner(poolId, {
      balance: 150_000,
      min: [100_000],
      addresses: [at(addresses.shared)],
    });
    const newestMinCounts = await fixtures.miner(poolId, {
      balance: 200_000,
      min: [2_000_000, 100_000],
      addresses: [at(addresses.old)],
    });
    const capped = await fixtures.miner(poolId, { balance: 1_000_000, max: [200_000], addresses: [at(addresses.old)] });
    const capRemoved = await fixtures.miner(poolId, {
      balance: 3_000_000,
      max: [300_000, 0],
      addresses: [at(addresses.shared)],
    });
    const justChanged = await fixtures.miner(poolId, {
      balance: 900_000,
      addresses: [at(addresses.old, ago(minutes(60 * 72))), at(addresses.fresh, ago(minutes(120)))],
    });
    const firstAddressNow = await fixtures.miner(poolId, {
      balance: 700_000,
      addresses: [at(addresses.fresh, ago(minutes(60)))],
    });
    const changedDayAgo = await fixtures.miner(poolId, {
      balance: 800_000,
      addresses: [at(addresses.old, ago(minutes(60 * 120))), at(addresses.fresh, ago(minutes(60 * 25)))],
    });
    const noAddress = await fixtures.miner(poolId, { balance: 1_000_000 });
    const deleted = await fixtures.miner(poolId, { balance: 1_000_000, addresses: [at(addresses.a)], deleted: true });

    await job().runDate(poolId, date);

    const request = await requestOf(poolId, date);
    const paid = new Map((await paymentsOf(request.id)).map((payment) => [payment.account_id, payment]));
    const expected = new Map([
      [plain.accountId, { amount: 600_000, address: addresses.a }],
      [ownMin.accountId, { amount: 150_000, address: addresses.shared }],
      [newestMinCounts.accountId, { amount: 200_000, address: addresses.old }],
      [capped.accountId, { amount: 200_000, address: addresses.old }],
      [capRemoved.accountId, { amount: 3_000_000, address: addresses.shared }],
      [firstAddressNow.accountId, { amount: 700_000, address: addresses.fresh }],
      [changedDayAgo.accountId, { amount: 800_000, address: addresses.fresh }],
    ]);
    expect(new Set(paid.keys())).toEqual(new Set(expected.keys()));
    for (const [accountId, { amount, address }] of expected) {
      expect(paid.get(accountId)).toMatchObject({
        amount,
        address,
        type: 'payout',
        direction: 'outgoing',
        status: 'pending',
        pool_day: date,
      });
    }
    const total = 5_650_000;
    expect(request).toMatchObject({
      status: 'sent',
      amount: total,
      payouts: 7,
      fee_level: 'MEDIUM',
      fee_per_vbyte: null,
      attempts: 1,
    });
    expect(request.tx_id).toMatch(/^[0-9a-f]{64}$/);

    // One transaction, one output per address.
    const [transaction, ...others] = await chainTransactions(payoutRequestKey(request.id));
    expect(others).toEqual([]);
    expect(transaction!.tx_id).toBe(request.tx_id);
    expect(transaction!.amount).toBe(total);
    expect(new Map((transaction!.outputs as ChainOutput[]).map((output) => [output.address, output.amount]))).toEqual(
      new Map([
        [addresses.a, 600_000],
        [addresses.shared, 3_150_000],
        [addresses.old, 400_000],
        [addresses.fresh, 1_500_000],
      ]),
    );

    expect(await fixtures.balance(plain.accountId)).toBe(0);
    expect(await fixtures.balance(capped.accountId)).toBe(800_000);
    for (const unpaid of [belowDefaultMin, justChanged, noAddress, deleted]) {
      expect(await fixtures.balance(unpaid.accountId)).toBeGreaterThan(0);
      expect(paid.has(unpaid.accountId)).toBe(false);
    }
    expect(await fixtures.poolBalance(poolId, 'payout_clearing')).toBe(total);
    const item = await new PayoutScheduleRepository(db()).scheduleItem(poolId, date);
    expect(item).toMatchObject({ fee_level: 'MEDIUM', processed_at: now });
    await expectLedgerConsistent();
  });

  it('pays once when run twice, by runDue, or by two instances at the same moment', async () => {
    now = new Date('2026-03-11T14:05:00.000Z');
    const { poolId, first, second } = await poolWithTwoPayableWallets();
    // Still above its minimum after a payout: only the day's transfer key stops a second one.
    const capped = await fixtures.miner(poolId, {
      balance: 2_000_000,
      max: [600_000],
      addresses: [{ address: addresses.old, at: ago(minutes(60 * 24 * 10)) }],
    });
    await job().runDate(poolId, '2026-03-11');
    await job().runDate(poolId, '2026-03-11');
    await job().runDue();
    const firstRun = await requestOf(poolId, '2026-03-11');
    expect((await paymentsOf(firstRun.id)).map((payment) => payment.amount)).toEqual([600_000, 600_000, 900_000]);
    expect(await chainTransactions(payoutRequestKey(firstRun.id))).toHaveLength(1);
    expect(firstRun).toMatchObject({ attempts: 1, payouts: 3, amount: 2_100_000 });
    expect(await fixtures.balance(capped.accountId)).toBe(1_400_000);

    now = new Date('2026-03-12T14:00:10.000Z');
    await fixtures.credit(poolId, first.accountId, 700_000);
    await fixtures.credit(poolId, second.accountId, 800_000);
    await Promise.all([
      job().runDate(poolId, '2026-03-12'),
      job().runDate(poolId, '2026-03-12'),
      job().runDue(),
      job().runDue(),
    ]);
    const secondRun = await requestOf(poolId, '2026-03-12');
    expect((await paymentsOf(secondRun.id)).map((payment) => payment.amount)).toEqual([600_000, 700_000, 800_000]);
    expect(await chainTransactions(payoutRequestKey(secondRun.id))).toHaveLength(1);
    expect(secondRun).toMatchObject({ status: 'sent', attempts: 1, payouts: 3, amount: 2_100_000 });
    expect(await fixtures.balance(first.accountId)).toBe(0);
    expect(await fixtures.balance(capped.accountId)).toBe(800_000);
    expect(await fixtures.poolBalance(poolId, 'payout_clearing')).toBe(4_200_000);
    await expectLedgerConsistent();
  });

  it('pays more wallets than a batch once across two instances, committing the wallets before an account another transaction holds', async () => {
    now = new Date('2026-03-14T14:00:10.000Z');
    const poolId = await fixtures.pool();
    const count = payoutBatchSize + 50;
    const wallets = await fixtures.payableWallets(poolId, count, 600_000, ago(minutes(60 * 24 * 10)));
    // The run pays wallets in id order; a reward or transfer holds the account of the 301st.
    wallets.sort((a, b) => a.walletId.localeCompare(b.walletId));
    const blocker = await testApp.database.pool.connect();
    await blocker.query('BEGIN');
    await blocker.query('SELECT 1 FROM ledger_accounts WHERE id = $1 FOR UPDATE', [wallets[300]!.accountId]);
    const payoutsOfTheDay = () =>
      db().selectFrom('payments').select('account_id').where('pool_day', '=', '2026-03-14').execute();
    const runs = Promise.all([job().runDate(poolId, '2026-03-14'), job().runDate(poolId, '2026-03-14')]);
    await vi.waitFor(async () => expect(await payoutsOfTheDay()).toHaveLength(300), { timeout: 20_000, interval: 50 });
    expect(new Set((await payoutsOfTheDay()).map((payment) => payment.account_id))).toEqual(
      new Set(wallets.slice(0, 300).map((wallet) => wallet.accountId)),
    );
    await blocker.query('ROLLBACK');
    blocker.release();
    await runs;

    const request = await requestOf(poolId, '2026-03-14');
    expect(request).toMatchObject({ status: 'sent', attempts: 1, payouts: count, amount: count * 600_000 });
    expect(await paymentsOf(request.id)).toHaveLength(count);
    const [transaction, ...more] = await chainTransactions(payoutRequestKey(request.id));
    expect(more).toEqual([]);
    expect(transaction!.outputs).toHaveLength(count);
    const balances = await db()
      .selectFrom('ledger_accounts')
      .select('balance')
      .where(
        'id',
        'in',
        wallets.map((wallet) => wallet.accountId),
      )
      .execute();
    expect(balances.map((account) => account.balance)).toEqual(wallets.map(() => 0));
    await expectLedgerConsistent();
  });

  it('waits for a held first account without holding the others: a reward crediting them meanwhile does not deadlock', async () => {
    now = new Date('2026-03-15T14:00:10.000Z');
    const poolId = await fixtures.pool();
    const wallets = await fixtures.payableWallets(poolId, 3, 600_000, ago(minutes(60 * 24 * 10)));
    wallets.sort((a, b) => a.walletId.localeCompare(b.walletId));
    // A reward run has credited the first wallet's account (its balance row stays locked
    // until it commits) and is about to credit the other two.
    const reward = await testApp.database.pool.connect();
    await reward.query('BEGIN');
    await reward.query('SELECT 1 FROM ledger_accounts WHERE id = $1 FOR NO KEY UPDATE', [wallets[0]!.accountId]);
    const run = job().runDate(poolId, '2026-03-15');
    try {
      await vi.waitFor(
        async () => {
          // Asked on another connection: a transaction keeps its first view of pg_stat_activity.
          const { rows } = await testApp.database.pool.query<{ waiting: number }>(
            `SELECT count(*)::int AS waiting FROM pg_stat_activity
              WHERE datname = current_database() AND wait_event_type = 'Lock'`,
          );
          expect(rows).toEqual([{ waiting: 1 }]);
        },
        { timeout: 20_000, interval: 20 },
      );
      // Crediting an account takes its row (the balance trigger's update) and a key-share lock
      // for the entry's foreign key: neither may wait behind the payout run.
      await reward.query('SELECT 1 FROM ledger_accounts WHERE id = ANY($1::uuid[]) ORDER BY id FOR KEY SHARE', [
        wallets.slice(1).map((wallet) => wallet.accountId),
      ]);
      await reward.query('SELECT 1 FROM ledger_accounts WHERE id = ANY($1::uuid[]) ORDER BY id FOR NO KEY UPDATE', [
        wallets.slice(1).map((wallet) => wallet.accountId),
      ]);
      await reward.query('COMMIT');
    } finally {
      // A deadlock ends the transaction with an error; the connection goes back either way.
      await reward.query('ROLLBACK');
      reward.release();
    }
    await run;

    const request = await requestOf(poolId, '2026-03-15');
    expect(request).toMatchObject({ status: 'sent', payouts: 3, amount: 1_800_000 });
    await expectLedgerConsistent();
  });

  it('settles a request once the chain has the configured confirmations', async () => {
    now = new Date('2026-03-13T14:00:00.000Z');
    const { poolId } = await poolWithTwoPayableWallets();
    await job().runDue();
    const request = await requestOf(poolId, '2026-03-13');
    const sentAt = now;

    now = new Date(sentAt.getTime() + 2 * blockMs);
    await job().poll();
    expect(await requestOf(poolId, '2026-03-13')).toMatchObject({ status: 'sent', confirmations: 2 });
    expect((await paymentsOf(request.id)).map((payment) => payment.status)).toEqual(['pending', 'pending']);

    now = new Date(sentAt.getTime() + 3 * blockMs);
    await job().poll();
    await job().poll();
    expect(await requestOf(poolId, '2026-03-13')).toMatchObject({ status: 'completed', confirmations: 3 });
    expect((await paymentsOf(request.id)).map((payment) => payment.status)).toEqual(['completed', 'completed']);
    expect(await fixtures.poolBalance(poolId, 'payout_clearing')).toBe(0);
    expect(await fixtures.poolBalance(poolId, 'chain')).toBe(1_500_000);
    const transfers = await db()
      .selectFrom('ledger_transfers')
      .select('key')
      .where('kind', '=', 'payout_settle')
      .where('key', 'in', await settleKeys(request.id))
      .execute();
    expect(transfers).toHaveLength(2);

    const listed = await call(platform.id, 'GET', '/platform/payouts/blockchain-requests?status=completed');
    expect(listed.statusCode).toBe(200);
    expect(blockchainPayoutRequestsResponseSchema.parse(listed.json()).data).toEqual([
      expect.objectContaining({ id: request.id, status: 'completed', confirmations: 3, amount: 1_500_000, payouts: 2 }),
    ]);
    await expectLedgerConsistent();
  });
});

describe("a wallet's money version through the payout run", () => {
  it('changes when the run pays the wallet and when its payout completes, and not on a poll that changes nothing', async () => {
    now = new Date('2026-03-16T14:00:00.000Z');
    const { first } = await poolWithTwoPayableWallets();
    const payments = new PaymentsRepository(db());
    const version = () => payments.moneyVersion(first.accountId);
    const before = await version();
    await job().runDue();
    const paid = await version();
    expect(paid).not.toBe(before);
    const sentAt = now;
    now = new Date(sentAt.getTime() + 2 * blockMs);
    await job().poll();
    // Sent, not confirmed: the wallet's money is as it was.
    expect(await version()).toBe(paid);
    now = new Date(sentAt.getTime() + 3 * blockMs);
    await job().poll();
    await job().poll();
    // Completed: nothing moved on the wallet's ledger account, but its pending payout is gone.
    expect(await version()).not.toBe(paid);
  });
});

async function settleKeys(requestId: string) {
  const rows = await db().selectFrom('payments').select('id').where('payout_request_id', '=', requestId).execute();
  return rows.map((row) => `payout-settle:${row.id}`);
}

describe('blockchain payout requests: resend and reverse', () => {
  const resend = (id: string, user = platform.id) =>
    call(user, 'POST', `/platform/payouts/blockchain-requests/${id}/resend`);
  const reverse = (id: string, user = platform.id) =>
    call(user, 'POST', `/platform/payouts/blockchain-requests/${id}/reverse`);

  it('resends a failed request once; a sent or completed one answers 409', async () => {
    now = new Date('2026-03-14T14:00:00.000Z');
    const { poolId } = await poolWithTwoPayableWallets();
    await job(new RefusingChain(db(), clock, 600)).runDue();
    const failed = await requestOf(poolId, '2026-03-14');
    expect(failed).toMatchObject({ status: 'failed', error: 'Bitcoin Core sendmany: Insufficient funds (code -6)' });
    const listed = await call(platform.id, 'GET', '/platform/payouts/blockchain-requests?status=failed');
    expect(blockchainPayoutRequestsResponseSchema.parse(listed.json()).data.map((row) => row.id)).toEqual([failed.id]);

    const resent = await resend(failed.id);
    expect(resent.statusCode).toBe(200);
    const [transaction] = await chainTransactions(payoutRequestKey(failed.id));
    expect(blockchainPayoutRequestSchema.parse(resent.json())).toMatchObject({
      status: 'sent',
      error: null,
      tx_id: transaction!.tx_id,
    });
    expect(await requestOf(poolId, '2026-03-14')).toMatchObject({ attempts: 2 });
    expectError(await resend(failed.id), 409, 'payout_already_processed');
    expectError(await reverse(failed.id), 409, 'payout_already_processed');

    now = new Date(now.getTime() + 3 * blockMs);
    await job().poll();
    expect(await requestOf(poolId, '2026-03-14')).toMatchObject({ status: 'completed' });
    expectError(await resend(failed.id), 409, 'payout_already_processed');
    expectError(await reverse(failed.id), 409, 'payout_already_processed');
    expect(await chainTransactions(payoutRequestKey(failed.id))).toHaveLength(1);
  });

  it('reverses a failed request: payouts canceled, money back in the wallets; then 409 for both', async () => {
    now = new Date('2026-03-15T14:00:00.000Z');
    const { poolId, first, second } = await poolWithTwoPayableWallets();
    await job(new RefusingChain(db(), clock, 600)).runDue();
    const failed = await requestOf(poolId, '2026-03-15');
    expect(await fixtures.balance(first.accountId)).toBe(0);

    const reversed = await reverse(failed.id);
    expect(reversed.statusCode).toBe(200);
    expect(blockchainPayoutRequestSchema.parse(reversed.json())).toMatchObject({ status: 'canceled' });
    expect((await paymentsOf(failed.id)).map((payment) => payment.status)).toEqual(['canceled', 'canceled']);
    expect(await fixtures.balance(first.accountId)).toBe(600_000);
    expect(await fixtures.balance(second.accountId)).toBe(900_000);
    expect(await fixtures.poolBalance(poolId, 'payout_clearing')).toBe(0);
    expectError(await reverse(failed.id), 409, 'payout_already_processed');
    expectError(await resend(failed.id), 409, 'payout_already_processed');
    expect(await chainTransactions(payoutRequestKey(failed.id))).toHaveLength(0);
    await expectLedgerConsistent();
  });

  it('does not reverse a failed send the chain did broadcast: the request becomes sent', async () => {
    now = new Date('2026-03-16T14:00:00.000Z');
    const { poolId, first } = await poolWithTwoPayableWallets();
    await job(new TimingOutChain(db(), clock, 600)).runDue();
    const failed = await requestOf(poolId, '2026-03-16');
    expect(failed.status).toBe('failed');

    expectError(await reverse(failed.id), 409, 'payout_already_processed');
    const [transaction] = await chainTransactions(payoutRequestKey(failed.id));
    expect(await requestOf(poolId, '2026-03-16')).toMatchObject({ status: 'sent', tx_id: transaction!.tx_id });
    expect(await fixtures.balance(first.accountId)).toBe(0);
  });

  it('lets exactly one of concurrent reverses and resends of a request win', async () => {
    for (const [index, day] of ['2026-03-17', '2026-03-18', '2026-03-19'].entries()) {
      now = new Date(`${day}T14:00:00.000Z`);
      const { poolId } = await poolWithTwoPayableWallets();
      await job(new RefusingChain(db(), clock, 600)).runDue();
      const failed = await requestOf(poolId, day);
      const calls =
        index === 0
          ? [reverse(failed.id), reverse(failed.id), reverse(failed.id), reverse(failed.id)]
          : [reverse(failed.id), resend(failed.id), reverse(failed.id), resend(failed.id)];
      const responses = await Promise.all(calls);
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([200, 409, 409, 409]);
      const winner = blockchainPayoutRequestSchema.parse(
        responses.find((response) => response.statusCode === 200)!.json(),
      );
      const final = await requestOf(poolId, day);
      expect(final.status).toBe(winner.status);
      const payments = await paymentsOf(failed.id);
      const sentCount = (await chainTransactions(payoutRequestKey(failed.id))).length;
      if (final.status === 'canceled') {
        expect(payments.every((payment) => payment.status === 'canceled')).toBe(true);
        expect(sentCount).toBe(0);
      } else {
        expect(final.status).toBe('sent');
        expect(payments.every((payment) => payment.status === 'pending')).toBe(true);
        expect(sentCount).toBe(1);
      }
      await expectLedgerConsistent();
    }
  });

  it('lets a platform viewer read but not act, and asks acting staff for a recent second factor', async () => {
    const unknown = '00000000-0000-4000-8000-00000000fffe';
    for (const user of [platformViewer, platformWithout2fa, platformStale2fa]) {
      expect((await call(user.id, 'GET', '/platform/payouts/blockchain-requests')).statusCode, user.email).toBe(200);
    }
    expectError(await resend(unknown, platformViewer.id), 403, 'access_denied');
    expectError(await reverse(unknown, platformViewer.id), 403, 'access_denied');
    expectError(await resend(unknown, platformWithout2fa.id), 403, 'second_factor_setup_required');
    expectError(await resend(unknown, platformStale2fa.id), 403, 'mfa_required');
    expectError(
      await call(platformStale2fa.id, 'PUT', '/platform/payouts/schedule/current', { fee_level: 'LOW' }),
      403,
      'mfa_required',
    );
    expectError(
      await call(platformStale2fa.id, 'DELETE', '/platform/payouts/schedule/current/fee-per-vbyte'),
      403,
      'mfa_required',
    );
    expectError(
      await call(platformStale2fa.id, 'POST', `/platform/rewards/unallocated-funds/${unknown}/refund`),
      403,
      'mfa_required',
    );
    expectError(
      await call(platformStale2fa.id, 'PUT', '/platform/rewards/rates/current', { rate: 50 }),
      403,
      'mfa_required',
    );
    // With a fresh second factor the same call reaches the request: unknown, so 404.
    expectError(await resend(unknown), 404, 'not_found');
  });

  it('answers 404 for an unknown request, 400 for a malformed id, 403 without a platform permission, 401 signed out', async () => {
    const unknown = '00000000-0000-4000-8000-00000000ffff';
    expectError(await resend(unknown), 404, 'not_found');
    expectError(await reverse(unknown), 404, 'not_found');
    expectError(await resend('nope'), 400, 'invalid_input');
    expectError(await reverse(unknown, minerUser.id), 403, 'access_denied');
    expectError(await call(minerUser.id, 'GET', '/platform/payouts/blockchain-requests'), 403, 'access_denied');
    expectError(await call(undefined, 'GET', '/platform/payouts/blockchain-requests'), 401, 'unauthorized');
  });
});

describe('the payout schedule', () => {
  it('shows the current item before anyone changed it, changes it until the run starts, then moves to tomorrow', async () => {
    now = new Date('2026-04-01T10:00:00.000Z');
    const poolId = await fixtures.pool();
    await fixtures.miner(poolId, {
      balance: 600_000,
      addresses: [{ address: addresses.a, at: ago(minutes(60 * 48)) }],
    });
    const schedule = async (query = '') => {
      const response = await call(platform.id, 'GET', `/platform/payouts/schedule${query}`);
      expect(response.statusCode).toBe(200);
      return payoutScheduleResponseSchema.parse(response.json());
    };
    const update = (body: object) => call(platform.id, 'PUT', '/platform/payouts/schedule/current', body);

    expect(await schedule()).toEqual({
      data: [{ date: '2026-04-01', time: '14:00', fee_level: 'MEDIUM', fee_per_vbyte: null, processed: false }],
      pagination: { page: 1, per_page: 50, total: 1 },
    });
    const high = await update({ fee_level: 'HIGH' });
    expect(payoutScheduleItemSchema.parse(high.json())).toMatchObject({ fee_level: 'HIGH', fee_per_vbyte: null });
    const perVbyte = await update({ fee_per_vbyte: 25 });
    expect(payoutScheduleItemSchema.parse(perVbyte.json())).toMatchObject({ fee_level: 'HIGH', fee_per_vbyte: 25 });
    const cleared = await call(platform.id, 'DELETE', '/platform/payouts/schedule/current/fee-per-vbyte');
    expect(payoutScheduleItemSchema.parse(cleared.json())).toMatchObject({ fee_level: 'HIGH', fee_per_vbyte: null });
    expectError(await update({}), 400, 'invalid_input');
    expectError(await update({ fee_per_vbyte: 0 }), 400, 'invalid_input');
    expectError(await update({ fee_level: 'URGENT' }), 400, 'invalid_input');
    expect((await update({ fee_per_vbyte: 30 })).statusCode).toBe(200);
    expectError(
      await call(minerUser.id, 'PUT', '/platform/payouts/schedule/current', { fee_level: 'LOW' }),
      403,
      'access_denied',
    );

    // 14:00 passed, the run has started but not finished: today is still current, and fixed.
    now = new Date('2026-04-01T14:00:05.000Z');
    const scheduleItem = await new PayoutScheduleRepository(db()).scheduleItem(poolId, '2026-04-01');
    await new PayoutRequestsRepository(db()).ensureRequest(scheduleItem!, now);
    expectError(await update({ fee_level: 'LOW' }), 409, 'payout_already_processed');
    expect((await schedule()).data[0]).toMatchObject({ date: '2026-04-01', processed: false });

    await job().runDue();
    expect(await requestOf(poolId, '2026-04-01')).toMatchObject({ fee_level: 'HIGH', fee_per_vbyte: 30, payouts: 1 });
    expect(await schedule()).toEqual({
      data: [
        { date: '2026-04-02', time: '14:00', fee_level: 'MEDIUM', fee_per_vbyte: null, processed: false },
        { date: '2026-04-01', time: '14:00', fee_level: 'HIGH', fee_per_vbyte: 30, processed: true },
      ],
      pagination: { page: 1, per_page: 50, total: 2 },
    });
    expect((await schedule('?page=2&per-page=1')).data).toEqual([expect.objectContaining({ date: '2026-04-01' })]);
    const tomorrow = await update({ fee_level: 'LOW' });
    expect(payoutScheduleItemSchema.parse(tomorrow.json())).toMatchObject({ date: '2026-04-02', fee_level: 'LOW' });
  });
});

describe('unallocated funds', () => {
  /** Without a body, as the app sends it to refund to the sender's address. */
  const refund = (id: string, body?: object, user = platform.id) =>
    call(user, 'POST', `/platform/rewards/unallocated-funds/${id}/refund`, body);
  const list = async (query = '') => {
    const response = await call(platform.id, 'GET', `/platform/rewards/unallocated-funds${query}`);
    expect(response.statusCode).toBe(200);
    return unallocatedFundsResponseSchema.parse(response.json());
  };

  it('records confirmed deposits once, and refunds one exactly once however many ask at the same moment', async () => {
    now = new Date('2026-05-01T12:00:00.000Z');
    const poolId = await fixtures.pool();
    const chain = simulated();
    const withSender = await chain.addDeposit({ amount: 250_000, fromAddress: addresses.shared });
    const anonymous = await chain.addDeposit({ amount: 70_000, fromAddress: null, receivedAt: ago(minutes(10)) });

    await job(chain).poll();
    expect((await list()).data).toEqual([]);
    now = new Date(now.getTime() + 3 * blockMs);
    await job(chain).poll();
    await job(chain).poll();
    const { data, pagination } = await list();
    expect(pagination.total).toBe(2);
    expect(data.map((row) => [row.tx_id, row.amount, row.from_address, row.status])).toEqual([
      [withSender, 250_000, addresses.shared, 'unallocated'],
      [anonymous, 70_000, null, 'unallocated'],
    ]);
    expect(await fixtures.poolBalance(poolId, 'unallocated')).toBe(320_000);
    expect(await fixtures.poolBalance(poolId, 'chain')).toBe(-320_000);

    const [sent, unknownSender] = data as [(typeof data)[0], (typeof data)[0]];
    const missing = await refund(unknownSender.id);
    expectError(missing, 400, 'invalid_input');
    expect(errorResponseSchema.parse(missing.json()).error.fields).toEqual([{ name: 'address', code: 'required' }]);
    const invalid = await refund(unknownSender.id, { address: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx' });
    expect(errorResponseSchema.parse(invalid.json()).error.fields).toEqual([
      { name: 'address', code: 'crypto_address_invalid', currency: 'BTC', network: 'mainnet' },
    ]);
    expectError(await refund(sent.id, undefined, minerUser.id), 403, 'access_denied');

    const responses = await Promise.all(Array.from({ length: 6 }, () => refund(sent.id)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    for (const response of responses.filter((candidate) => candidate.statusCode === 409)) {
      expectError(response, 409, 'unallocated_funds_transaction_already_refunded');
    }
    const refunded = unallocatedFundsSchema.parse(responses.find((response) => response.statusCode === 200)!.json());
    const [transaction, ...more] = await chainTransactions(refundKey(sent.id));
    expect(more).toEqual([]);
    expect(refunded).toMatchObject({
      status: 'refunded',
      refund_address: addresses.shared,
      refund_tx_id: transaction!.tx_id,
      refunded_at: now.toISOString(),
    });
    expect(transaction!.outputs).toEqual([{ address: addresses.shared, amount: 250_000 }]);
    expectError(await refund(sent.id), 409, 'unallocated_funds_transaction_already_refunded');

    const upperCase = addresses.a.toUpperCase();
    const second = await refund(unknownSender.id, { address: upperCase });
    expect(unallocatedFundsSchema.parse(second.json())).toMatchObject({
      status: 'refunded',
      refund_address: addresses.a,
    });
    expect((await list('?status=refunded')).pagination.total).toBe(2);
    expect((await list('?status=unallocated')).data).toEqual([]);
    expect(await fixtures.poolBalance(poolId, 'unallocated')).toBe(0);
    expectError(await refund('00000000-0000-4000-8000-00000000ffff'), 404, 'not_found');
    await expectLedgerConsistent();
  });

  it('lets only one of concurrent refunds ask the chain', async () => {
    now = new Date('2026-05-03T12:00:00.000Z');
    const poolId = await fixtures.pool();
    const chain = simulated();
    await chain.addDeposit({ amount: 30_000, fromAddress: addresses.shared, receivedAt: ago(blockMs * 3) });
    await job(chain).poll();
    const repository = new UnallocatedFundsRepository(db());
    const [funds] = (await repository.listUnallocated(poolId, { page: 1, per_page: 10 })).rows;
    const sends: string[] = [];
    class CountingChain extends SimulatedChain {
      override async send(key: string, outputs: ChainOutput[], fee: FeeChoice) {
        sends.push(key);
        return super.send(key, outputs, fee);
      }
    }
    const sender = new RefundSender({ repository, chain: new CountingChain(db(), clock, 600), clock });
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => sender.refund(funds!, addresses.shared)));
    expect(outcomes.filter((outcome) => outcome?.status === 'refunded')).toHaveLength(1);
    expect(sends).toEqual([refundKey(funds!.id)]);
  });

  it('gives a refused refund back at once, and leaves an unanswered one to poll(), which asks the chain', async () => {
    now = new Date('2026-05-02T12:00:00.000Z');
    const poolId = await fixtures.pool();
    const chain = simulated();
    await chain.addDeposit({ amount: 40_000, fromAddress: addresses.shared, receivedAt: ago(blockMs * 3) });
    await chain.addDeposit({ amount: 50_000, fromAddress: addresses.old, receivedAt: ago(blockMs * 3) });
    await job(chain).poll();
    const repository = new UnallocatedFundsRepository(db());
    const { rows } = await repository.listUnallocated(poolId, { page: 1, per_page: 10 });
    const [refused, unanswered] = rows.sort((a, b) => a.amount - b.amount) as [(typeof rows)[0], (typeof rows)[0]];
    const sender = (adapter: SimulatedChain) => new RefundSender({ repository, chain: adapter, clock });

    await expect(sender(new RefusingChain(db(), clock, 600)).refund(refused, addresses.shared)).rejects.toMatchObject({
      refused: true,
    });
    expect(await repository.findUnallocated(poolId, refused.id)).toMatchObject({
      status: 'unallocated',
      refund_started_at: null,
    });

    await expect(sender(new TimingOutChain(db(), clock, 600)).refund(unanswered, addresses.old)).rejects.toMatchObject({
      refused: false,
    });
    expectError(await refund(unanswered.id), 409, 'unallocated_funds_transaction_already_refunded');
    now = new Date(now.getTime() + sendLeaseMs + minutes(1));
    await job(chain).poll();
    const [transaction] = await chainTransactions(refundKey(unanswered.id));
    expect(await repository.findUnallocated(poolId, unanswered.id)).toMatchObject({
      status: 'refunded',
      refund_tx_id: transaction!.tx_id,
      refund_address: addresses.old,
    });
    expect((await refund(refused.id)).statusCode).toBe(200);
    expect(await fixtures.poolBalance(poolId, 'unallocated')).toBe(0);
    await expectLedgerConsistent();
  });
});
