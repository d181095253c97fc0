import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  balanceSchema,
  dailyEarningsResponseSchema,
  earnedSchema,
  errorResponseSchema,
  paymentsResponseSchema,
  type DailyEarning,
  type Payment,
  type PaymentsResponse,
  paymentsExportRowLimit,
} from '@pool/contract';
import { grantPermission } from '../../test/database.js';
import { useTestApp } from '../../test/test-app.js';
import { TestIdentity } from '../../test/test-identity.js';
import { ledgerAccountId, type Posting, postTransfer } from '../ledger/index.js';
import { sats } from '../../domain/sats.js';

const now = new Date('2026-05-20T12:00:00.000Z');

const identity = new TestIdentity();
const owner = identity.add({ id: '00000000-0000-4000-8000-0000000000f1', email: 'owner@example.com' });
const stranger = identity.add({ id: '00000000-0000-4000-8000-0000000000f2', email: 'stranger@example.com' });
const operatorUser = identity.add({ id: '00000000-0000-4000-8000-0000000000f3', email: 'hub@example.com' });
const poolUser = identity.add({ id: '00000000-0000-4000-8000-0000000000f4', email: 'staff@example.com' });
const viewer = identity.add({ id: '00000000-0000-4000-8000-0000000000f5', email: 'viewer@example.com' });
const accountant = identity.add({ id: '00000000-0000-4000-8000-0000000000f6', email: 'books@example.com' });

const testApp = useTestApp(identity, { clock: () => now });
const call = testApp.call;

const segwit = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
const legacy = '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa';
const txSent = 'b'.repeat(64);
const txDone = 'a'.repeat(64);

const ids = {
  pool: '',
  otherPool: '',
  operator: '',
  main: '',
  customer: '',
  fresh: '',
  foreign: '',
  bulk: '',
};
/** Payment ids of the main account, by name. */
const paid: Record<string, string> = {};
const tokens = { payments: 'payments-watcher-token-01', monitoringOnly: 'monitoring-watcher-token-1' };

function asWatcher(url: string, token: string) {
  return testApp.app.inject({
    method: 'GET',
    url: `/api/backend/v0.1${url}`,
    headers: { 'x-watcher-token': token },
  });
}

type PaymentSeed = {
  name?: string;
  account: string;
  type: 'reward' | 'payout';
  direction: 'incoming' | 'outgoing';
  status: 'pending' | 'canceled' | 'completed';
  amount: number;
  pool_day: string;
  created_at: string;
  reward?: { hash_rate: number; rate: number; gross: number; fee: number; operator_fee?: number };
  address?: string;
  payout_request_id?: string;
  transfers: { key: string; postings: Posting[] }[];
};

/** Money moved directly in the ledger, with the payment row users see (the jobs are tested on their own). */
async function seed(payment: PaymentSeed) {
  await testApp.database.db.transaction().execute(async (trx) => {
    let transferId: string | undefined;
    for (const transfer of payment.transfers) {
      transferId = await postTransfer(trx, transfer.key, payment.type, transfer.postings);
    }
    const { reward } = payment;
    const row = await trx
      .insertInto('payments')
      .values({
        account_id: payment.account,
        type: payment.type,
        direction: payment.direction,
        status: payment.status,
        amount: payment.amount,
        pool_day: payment.pool_day,
        transfer_id: transferId ?? null,
        hash_rate: reward?.hash_rate ?? null,
        rate: reward?.rate ?? null,
        gross: reward?.gross ?? null,
        fee_percent: reward ? '0.90' : null,
        fee: reward?.fee ?? null,
        operator_fee: reward?.operator_fee ?? null,
        address: payment.address ?? null,
        payout_request_id: payment.payout_request_id ?? null,
        created_at: new Date(payment.created_at),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (payment.name) paid[payment.name] = row.id;
  });
}

const ledger = { fund: '', poolIncome: '', clearing: '', chain: '', main: '', customer: '', operatorIncome: '' };

/** Main's rewards (pool fee 0.9 %): net, gross, fee, pool day, credited at. */
const mainRewards = [
  { name: 'r1', net: 991_000, gross: 1_000_000, fee: 9_000, day: '2026-05-19', at: '2026-05-20T09:00:00.000Z' },
  { name: 'r2', net: 1_982_000, gross: 2_000_000, fee: 18_000, day: '2026-05-18', at: '2026-05-19T09:00:00.000Z' },
  { name: 'r3', net: 495_500, gross: 500_000, fee: 4_500, day: '2026-04-30', at: '2026-05-01T09:00:00.000Z' },
  { name: 'r4', net: 297_300, gross: 300_000, fee: 2_700, day: '2026-03-01', at: '2026-03-02T09:00:00.000Z' },
  { name: 'r5', net: 99_100, gross: 100_000, fee: 900, day: '2026-01-01', at: '2026-01-02T09:00:00.000Z' },
];
const hashRateOf = (gross: number) => gross * 150_000_000;

beforeAll(async () => {
  const { pool, db } = testApp.database;
  ids.pool = (await pool.query<{ id: string }>('SELECT id FROM pools WHERE is_current')).rows[0]!.id;
  ids.otherPool = (
    await pool.query<{ id: string }>("INSERT INTO pools (name, is_current) VALUES ('Elsewhere', false) RETURNING id")
  ).rows[0]!.id;
  ids.operator = (
    await pool.query<{ id: string }>(
      "INSERT INTO operators (pool_id, name, title) VALUES ($1, 'Hub', 'hub') RETURNING id",
      [ids.pool],
    )
  ).rows[0]!.id;
  const account = async (name: string, operatorId: string | null = null, poolId = ids.pool) =>
    (
      await pool.query<{ id: string }>(
        'INSERT INTO miner_accounts (pool_id, operator_id, account_name) VALUES ($1, $2, $3) RETURNING id',
        [poolId, operatorId, name],
      )
    ).rows[0]!.id;
  ids.main = await account('main_rigs');
  ids.customer = await account('customer', ids.operator);
  ids.fresh = await account('fresh');
  ids.foreign = await account('foreign', null, ids.otherPool);
  ids.bulk = await account('bulk');
  await grantPermission(pool, owner.id, 'miner', ids.main);
  await grantPermission(pool, owner.id, 'miner', ids.fresh);
  await grantPermission(pool, owner.id, 'miner', ids.bulk);
  await grantPermission(pool, stranger.id, 'miner', ids.foreign);
  await grantPermission(pool, operatorUser.id, 'operator', ids.operator);
  await grantPermission(pool, poolUser.id, 'pool', ids.pool, 'admin');
  await grantPermission(pool, viewer.id, 'miner', ids.main, 'viewer');
  await grantPermission(pool, accountant.id, 'miner', ids.main, 'accountant');
  await pool.query(
    `INSERT INTO watchers (token, miner_id, created_by, sections) VALUES
       ($1, $3, $4, ARRAY['section_payments_read']), ($2, $3, $4, ARRAY['section_workers_read'])`,
    [tokens.payments, tokens.monitoringOnly, ids.main, owner.id],
  );

  const poolId = ids.pool;
  ledger.fund = await ledgerAccountId(db, { kind: 'reward_fund', poolId });
  ledger.poolIncome = await ledgerAccountId(db, { kind: 'pool_income', poolId });
  ledger.clearing = await ledgerAccountId(db, { kind: 'payout_clearing', poolId });
  ledger.chain = await ledgerAccountId(db, { kind: 'chain', poolId });
  ledger.main = await ledgerAccountId(db, { kind: 'miner', poolId, minerId: ids.main });
  ledger.customer = await ledgerAccountId(db, { kind: 'miner', poolId, minerId: ids.customer });
  ledger.operatorIncome = await ledgerAccountId(db, { kind: 'operator_income', poolId, operatorId: ids.operator });

  for (const reward of mainRewards) {
    await seed({
      name: reward.name,
      account: ledger.main,
      type: 'reward',
      direction: 'incoming',
      status: 'completed',
      amount: reward.net,
      pool_day: reward.day,
      created_at: reward.at,
      reward: { hash_rate: hashRateOf(reward.gross), rate: 6_667, gross: reward.gross, fee: reward.fee },
      transfers: [
        {
          key: `reward:${ids.main}:${reward.day}`,
          postings: [
            { account: ledger.fund, amount: sats(-reward.gross) },
            { account: ledger.main, amount: sats(reward.net) },
            { account: ledger.poolIncome, amount: sats(reward.fee) },
          ],
        },
      ],
    });
  }
  const request = async (date: string, status: string, txId: string, amount: number) =>
    (
      await pool.query<{ id: string }>(
        `INSERT INTO blockchain_payout_requests (pool_id, date, status, amount, payouts, fee_level, tx_id)
         VALUES ($1, $2, $3, $4, 1, 'MEDIUM', $5) RETURNING id`,
        [ids.pool, date, status, amount, txId],
      )
    ).rows[0]!.id;
  const payout = (name: string, amount: number, status: PaymentSeed['status'], day: string, at: string) => ({
    name,
    account: ledger.main,
    type: 'payout' as const,
    direction: 'outgoing' as const,
    status,
    amount,
    pool_day: day,
    created_at: at,
    transfers: [
      {
        key: `payout:${name}`,
        postings: [
          { account: ledger.main, amount: sats(-amount) },
          { account: ledger.clearing, amount: sats(amount) },
        ],
      },
    ],
  });
  const p1 = payout('p1', 390_000, 'completed', '2026-03-10', '2026-03-10T14:00:00.000Z');
  p1.transfers.push({
    key: 'payout-settle:p1',
    postings: [
      { account: ledger.clearing, amount: sats(-390_000) },
      { account: ledger.chain, amount: sats(390_000) },
    ],
  });
  await seed({ ...p1, address: legacy, payout_request_id: await request('2026-03-10', 'completed', txDone, 390_000) });
  // Credited at the same instant as r1: the order falls back to the id.
  const p2 = payout('p2', 2_000_000, 'pending', '2026-05-20', '2026-05-20T09:00:00.000Z');
  await seed({ ...p2, address: segwit, payout_request_id: await request('2026-05-20', 'sent', txSent, 2_000_000) });
  const p3 = payout('p3', 100_000, 'canceled', '2026-05-15', '2026-05-15T14:00:00.000Z');
  p3.transfers.push({
    key: 'payout-return:p3',
    postings: [
      { account: ledger.clearing, amount: sats(-100_000) },
      { account: ledger.main, amount: sats(100_000) },
    ],
  });
  await seed({ ...p3, address: legacy });

  // The operator's customer: pool fee 9,000 and operator fee 19,820 of a 1,000,000 gross.
  await seed({
    account: ledger.customer,
    type: 'reward',
    direction: 'incoming',
    status: 'completed',
    amount: 971_180,
    pool_day: '2026-05-19',
    created_at: '2026-05-20T09:00:00.000Z',
    reward: { hash_rate: hashRateOf(1_000_000), rate: 6_667, gross: 1_000_000, fee: 9_000, operator_fee: 19_820 },
    transfers: [
      {
        key: `reward:${ids.customer}:2026-05-19`,
        postings: [
          { account: ledger.fund, amount: sats(-1_000_000) },
          { account: ledger.customer, amount: sats(971_180) },
          { account: ledger.poolIncome, amount: sats(9_000) },
          { account: ledger.operatorIncome, amount: sats(19_820) },
        ],
      },
    ],
  });
  // Daily fee income rows (two days of the pool's; the operator's one day).
  for (const [account, day, amount] of [
    [ledger.poolIncome, '2026-05-19', 18_000],
    [ledger.poolIncome, '2026-05-18', 18_000],
    [ledger.operatorIncome, '2026-05-19', 19_820],
  ] as const) {
    await seed({
      account,
      type: 'reward',
      direction: 'incoming',
      status: 'completed',
      amount,
      pool_day: day,
      created_at: `${day}T23:59:59.000Z`,
      transfers: [],
    });
  }
});

describe('balances and earnings', () => {
  it("answers a miner account's balance, its payouts on their way and everything it was credited", async () => {
    const balance = await call(owner.id, 'GET', `/miners/${ids.main}/balance`);
    expect(balanceSchema.parse(balance.json())).toEqual({ balance: 1_474_900, pending_payout: 2_000_000 });
    const earned = await call(owner.id, 'GET', `/miners/${ids.main}/earned-all-time`);
    expect(earnedSchema.parse(earned.json())).toEqual({ amount: 3_864_900 });
    const { rows } = await testApp.database.pool.query<{ balance: number }>(
      'SELECT balance FROM ledger_accounts WHERE id = $1',
      [ledger.main],
    );
    expect(rows[0]!.balance).toBe(1_474_900);
  });

  it("answers the pool's and the operator's fee income", async () => {
    expect((await call(poolUser.id, 'GET', `/pools/${ids.pool}/balance`)).json()).toEqual({
      balance: 35_100 + 9_000,
      pending_payout: 0,
    });
    expect((await call(poolUser.id, 'GET', `/pools/${ids.pool}/earned-all-time`)).json()).toEqual({ amount: 36_000 });
    expect((await call(operatorUser.id, 'GET', `/operators/${ids.operator}/balance`)).json()).toEqual({
      balance: 19_820,
      pending_payout: 0,
    });
    expect((await call(operatorUser.id, 'GET', `/operators/${ids.operator}/earned-all-time`)).json()).toEqual({
      amount: 19_820,
    });
  });

  it('answers zeros for an account that never had money, making nothing', async () => {
    expect((await call(owner.id, 'GET', `/miners/${ids.fresh}/balance`)).json()).toEqual({
      balance: 0,
      pending_payout: 0,
    });
    expect((await call(owner.id, 'GET', `/miners/${ids.fresh}/earned-all-time`)).json()).toEqual({ amount: 0 });
    expect((await call(owner.id, 'GET', `/miners/${ids.fresh}/payments`)).json()).toEqual({
      data: [],
      pagination: { page: 1, per_page: 50, total: 0 },
      totals: { incoming: 0, outgoing: 0 },
    });
    const { rows } = await testApp.database.pool.query('SELECT 1 FROM ledger_accounts WHERE miner_id = $1', [
      ids.fresh,
    ]);
    expect(rows).toEqual([]);
  });

  it('sums the fees a pool and an operator earned from one of their miner accounts', async () => {
    const earned = (url: string, userId = poolUser.id) => call(userId, 'GET', url);
    expect((await earned(`/pools/${ids.pool}/earned-from-miner/${ids.main}`)).json()).toEqual({ amount: 35_100 });
    expect((await earned(`/pools/${ids.pool}/earned-from-miner/${ids.customer}`)).json()).toEqual({ amount: 9_000 });
    expect((await earned(`/pools/${ids.pool}/earned-from-miner/${ids.fresh}`)).json()).toEqual({ amount: 0 });
    const fromCustomer = await earned(`/operators/${ids.operator}/earned-from-miner/${ids.customer}`, operatorUser.id);
    expect(fromCustomer.json()).toEqual({ amount: 19_820 });
  });

  it("answers 404 for a miner account that is not the pool's or the operator's", async () => {
    for (const [url, userId] of [
      [`/operators/${ids.operator}/earned-from-miner/${ids.main}`, operatorUser.id],
      [`/pools/${ids.pool}/earned-from-miner/${ids.foreign}`, poolUser.id],
      [`/pools/${ids.pool}/earned-from-miner/00000000-0000-4000-8000-00000000ffff`, poolUser.id],
    ] as const) {
      const response = await call(userId, 'GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(errorResponseSchema.parse(response.json()).error.code).toBe('not_found');
    }
  });
});

describe('payments list', () => {
  const list = async (query = '', userId = owner.id): Promise<PaymentsResponse> => {
    const response = await call(userId, 'GET', `/miners/${ids.main}/payments${query}`);
    expect(response.statusCode, query).toBe(200);
    return paymentsResponseSchema.parse(response.json());
  };
  const names = (payments: Payment[]) =>
    payments.map((payment) => Object.keys(paid).find((name) => paid[name] === payment.id));
  /** Newest first; the same instant by id, descending (uuids order as their hex text). */
  const newestFirst = (...order: string[]) => {
    const tie = ['r1', 'p2'].sort((a, b) => (paid[a]! < paid[b]! ? 1 : -1));
    return order.flatMap((name) => (name === 'r1+p2' ? tie : [name]));
  };

  it('lists every payment newest first, ties broken by id, with reward details and payout transactions', async () => {
    const all = await list();
    expect(names(all.data)).toEqual(newestFirst('r1+p2', 'r2', 'p3', 'r3', 'p1', 'r4', 'r5'));
    expect(all.pagination).toEqual({ page: 1, per_page: 50, total: 8 });
    expect(all.data.find((payment) => payment.id === paid.r1)).toEqual({
      id: paid.r1,
      type: 'reward',
      direction: 'incoming',
      status: 'completed',
      amount: 991_000,
      created_at: '2026-05-20T09:00:00.000Z',
      pool_day: '2026-05-19',
      address: null,
      tx_id: null,
      reward: { hash_rate: hashRateOf(1_000_000), rate: 6_667, gross: 1_000_000, fee_percent: '0.9', fee: 9_000 },
      sharing: null,
    });
    expect(all.data.find((payment) => payment.id === paid.p2)).toMatchObject({
      type: 'payout',
      direction: 'outgoing',
      status: 'pending',
      amount: 2_000_000,
      address: segwit,
      tx_id: txSent,
      reward: null,
    });
  });

  it('filters by type, direction, status and period in SQL', async () => {
    expect(names((await list('?type=payout')).data)).toEqual(['p2', 'p3', 'p1']);
    expect(names((await list('?status=pending')).data)).toEqual(['p2']);
    expect(names((await list('?direction=incoming')).data)).toEqual(['r1', 'r2', 'r3', 'r4', 'r5']);
    expect(names((await list('?period=P7D')).data)).toEqual(newestFirst('r1+p2', 'r2', 'p3'));
    expect(names((await list('?period=P30D')).data)).toEqual(newestFirst('r1+p2', 'r2', 'p3', 'r3'));
    expect(names((await list('?period=P90D')).data)).toEqual(newestFirst('r1+p2', 'r2', 'p3', 'r3', 'p1', 'r4'));
    const rewardsOfMonth = await list('?type=reward&period=P30D');
    expect(names(rewardsOfMonth.data)).toEqual(['r1', 'r2', 'r3']);
    expect(rewardsOfMonth.pagination.total).toBe(3);
  });

  it('sums what came in and what went out over every page of the filter, canceled payments left out', async () => {
    const rewards = 991_000 + 1_982_000 + 495_500 + 297_300 + 99_100;
    expect((await list('?per_page=1')).totals).toEqual({ incoming: rewards, outgoing: 390_000 + 2_000_000 });
    expect((await list('?period=P7D')).totals).toEqual({ incoming: 991_000 + 1_982_000, outgoing: 2_000_000 });
    expect((await list('?type=payout&status=canceled')).totals).toEqual({ incoming: 0, outgoing: 0 });
    expect((await list('?direction=incoming&page=9')).totals).toEqual({ incoming: rewards, outgoing: 0 });
  });

  it('paginates without repeating or skipping, accepting kebab-case keys', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => list(`?per-page=3&page=${page}`)));
    expect(pages.map((page) => page.data.length)).toEqual([3, 3, 2]);
    expect(pages.every((page) => page.pagination.total === 8)).toBe(true);
    expect(pages.flatMap((page) => names(page.data))).toEqual(names((await list()).data));
    expect((await list('?page=4&per_page=3')).data).toEqual([]);
  });

  it('refuses bad filters with 400 invalid_input', async () => {
    for (const query of ['?type=gift', '?period=P1Y', '?status=lost', '?per_page=0', '?direction=sideways']) {
      const response = await call(owner.id, 'GET', `/miners/${ids.main}/payments${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(errorResponseSchema.parse(response.json()).error.code).toBe('invalid_input');
    }
  });
});

describe('daily earnings', () => {
  const daily = async (path: string, query = '', userId = owner.id): Promise<DailyEarning[]> => {
    const response = await call(userId, 'GET', `${path}/daily-earnings${query}`);
    expect(response.statusCode, query).toBe(200);
    return dailyEarningsResponseSchema.parse(response.json()).data;
  };

  it('lists every pool day of the period up to yesterday, 0 for a day without earnings', async () => {
    expect(await daily(`/miners/${ids.main}`, '?period=P7D')).toEqual([
      { pool_day: '2026-05-13', amount: 0 },
      { pool_day: '2026-05-14', amount: 0 },
      { pool_day: '2026-05-15', amount: 0 },
      { pool_day: '2026-05-16', amount: 0 },
      { pool_day: '2026-05-17', amount: 0 },
      { pool_day: '2026-05-18', amount: 1_982_000 },
      { pool_day: '2026-05-19', amount: 991_000 },
    ]);
    expect((await daily(`/pools/${ids.pool}`, '?period=P7D', poolUser.id)).filter((day) => day.amount > 0)).toEqual([
      { pool_day: '2026-05-18', amount: 18_000 },
      { pool_day: '2026-05-19', amount: 18_000 },
    ]);
  });

  it('starts at the first earning without a period, and adds up to what was earned', async () => {
    const days = await daily(`/miners/${ids.main}`);
    expect(days[0]).toEqual({ pool_day: '2026-01-01', amount: 99_100 });
    expect(days.at(-1)!.pool_day).toBe('2026-05-19');
    expect(days).toHaveLength(31 + 28 + 31 + 30 + 19);
    const earned = await call(owner.id, 'GET', `/miners/${ids.main}/earned-all-time`);
    expect(days.reduce((sum, day) => sum + day.amount, 0)).toBe(earnedSchema.parse(earned.json()).amount);
  });

  it('answers no days for an account that never had money, and refuses others', async () => {
    expect(await daily(`/miners/${ids.fresh}`, '?period=P30D')).toEqual([]);
    expect((await call(stranger.id, 'GET', `/miners/${ids.main}/daily-earnings`)).statusCode).toBe(403);
    expect((await call(owner.id, 'GET', `/miners/${ids.main}/daily-earnings?period=P1Y`)).statusCode).toBe(400);
  });
});

describe('payments export', () => {
  const header =
    'Date,Type,Direction,Status,Amount (BTC),Pool day,Hashrate (H/s),Rate (sat per TH/s),Gross (BTC),Fee (%),Fee (BTC),Sharing,Other account,Share (%),Address,Transaction,Payment ID';

  it('writes the period as an RFC 4180 CSV download with exact BTC amounts', async () => {
    const response = await call(owner.id, 'GET', `/miners/${ids.main}/payments/export?period=P7D&format=csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="payments-main_rigs-2026-05-13-2026-05-20.csv"',
    );
    expect(response.headers['x-export-truncated']).toBeUndefined();
    const lines: Record<string, string> = {
      r1: `2026-05-20T09:00:00.000Z,reward,incoming,completed,0.00991000,2026-05-19,150000000000000,6667,0.01000000,0.9,0.00009000,,,,,,${paid.r1}`,
      p2: `2026-05-20T09:00:00.000Z,payout,outgoing,pending,0.02000000,2026-05-20,,,,,,,,,${segwit},${txSent},${paid.p2}`,
      r2: `2026-05-19T09:00:00.000Z,reward,incoming,completed,0.01982000,2026-05-18,300000000000000,6667,0.02000000,0.9,0.00018000,,,,,,${paid.r2}`,
      p3: `2026-05-15T14:00:00.000Z,payout,outgoing,canceled,0.00100000,2026-05-15,,,,,,,,,${legacy},,${paid.p3}`,
    };
    const tie = ['r1', 'p2'].sort((a, b) => (paid[a]! < paid[b]! ? 1 : -1));
    const expected = [header, ...[...tie, 'r2', 'p3'].map((name) => lines[name])].join('\r\n') + '\r\n';
    expect(response.body).toBe(expected);
  });

  it('filters the export by type and status and defaults to the last 30 days', async () => {
    const response = await call(owner.id, 'GET', `/miners/${ids.main}/payments/export?type=payout&status=canceled`);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="payments-main_rigs-2026-04-20-2026-05-20.csv"',
    );
    expect(response.body.split('\r\n')).toEqual([header, expect.stringContaining(paid.p3!), '']);
  });

  it('exports any range of pool days, both ends included, named by them', async () => {
    const response = await call(owner.id, 'GET', `/miners/${ids.main}/payments/export?from=2026-05-15&to=2026-05-19`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="payments-main_rigs-2026-05-15-2026-05-19.csv"',
    );
    // May 20's reward and payout are after the range; May 15's canceled payout is its first day.
    expect(response.body.split('\r\n').map((line) => line.split(',').at(-1))).toEqual([
      'Payment ID',
      paid.r2,
      paid.p3,
      '',
    ]);
  });

  it('refuses a payments range that is half, reversed, in the future, over a year or beside a period', async () => {
    for (const [range, fields] of [
      ['to=2026-05-19', [{ name: 'from', code: 'required' }]],
      ['from=2026-05-19&to=2026-05-15', [{ name: 'from', code: 'max_threshold', max: '2026-05-15' }]],
      ['from=2026-05-19&to=2026-05-21', [{ name: 'to', code: 'max_threshold', max: '2026-05-20' }]],
      ['from=2025-05-18&to=2026-05-19', [{ name: 'from', code: 'min_threshold', min: '2025-05-19' }]],
      ['from=2026-05-15&to=2026-05-19&period=P7D', [{ name: 'period', code: 'invalid_input' }]],
    ] as const) {
      const response = await call(owner.id, 'GET', `/miners/${ids.main}/payments/export?${range}`);
      expect(response.statusCode, range).toBe(400);
      expect(errorResponseSchema.parse(response.json()).error.fields, range).toEqual(fields);
    }
    expect(
      (await call(owner.id, 'GET', `/miners/${ids.main}/payments/export?from=2026-05-32&to=2026-06-01`)).statusCode,
    ).toBe(400);
    // 366 days, both ends included, is the longest range.
    expect(
      (await call(owner.id, 'GET', `/miners/${ids.main}/payments/export?from=2025-05-19&to=2026-05-19`)).statusCode,
    ).toBe(200);
  });

  it('writes the same columns as an XLSX workbook, amounts as numbers in BTC with 8 places', async () => {
    const response = await call(
      owner.id,
      'GET',
      `/miners/${ids.main}/payments/export?period=P90D&format=xlsx&type=reward`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="payments-main_rigs-2026-02-19-2026-05-20.xlsx"',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Payments')!;
    expect(sheet.rowCount).toBe(5);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(header.split(','));
    const rewards = mainRewards.slice(0, 4);
    rewards.forEach((reward, index) => {
      const row = sheet.getRow(index + 2);
      expect((row.values as unknown[]).slice(1), reward.name).toEqual([
        reward.at,
        'reward',
        'incoming',
        'completed',
        Number(`0.${String(reward.net).padStart(8, '0')}`),
        reward.day,
        hashRateOf(reward.gross),
        6_667,
        Number(`0.${String(reward.gross).padStart(8, '0')}`),
        0.9,
        Number(`0.${String(reward.fee).padStart(8, '0')}`),
        ...Array<undefined>(5).fill(undefined),
        paid[reward.name],
      ]);
      for (const column of [5, 9, 11]) expect(row.getCell(column).numFmt).toBe('0.00000000');
      expect(row.getCell(7).numFmt).toBeUndefined();
    });
  });

  it(`cuts an export at ${paymentsExportRowLimit} rows (the newest) and says so`, async () => {
    const account = await ledgerAccountId(testApp.database.db, { kind: 'miner', poolId: ids.pool, minerId: ids.bulk });
    await sql`INSERT INTO payments (account_id, type, direction, status, amount, created_at)
              SELECT ${account}, 'transfer', 'incoming', 'completed', n, ${now}::timestamptz - n * interval '1 second'
                FROM generate_series(1, ${paymentsExportRowLimit + 1}) AS n`.execute(testApp.database.db);
    const response = await call(owner.id, 'GET', `/miners/${ids.bulk}/payments/export?period=P7D`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-export-truncated']).toBe('true');
    const lines = response.body.split('\r\n');
    expect(lines).toHaveLength(paymentsExportRowLimit + 2);
    expect(lines[1]).toMatch(/^2026-05-20T11:59:59\.000Z,transfer,incoming,completed,0\.00000001,/);
    expect(lines.at(-2)).toMatch(/^2026-05-19T08:13:20\.000Z,transfer,incoming,completed,0\.00100000,/);
  });
});

describe('who may read payments', () => {
  const urls = () => [
    `/miners/${ids.main}/balance`,
    `/miners/${ids.main}/earned-all-time`,
    `/miners/${ids.main}/payments`,
    `/miners/${ids.main}/payments/export`,
  ];

  it('answers 401 without a session, 404 for an unknown account, 403 to those without payments', async () => {
    for (const url of urls()) expect((await call(undefined, 'GET', url)).statusCode, url).toBe(401);
    const unknown = '00000000-0000-4000-8000-00000000ffff';
    for (const url of [`/miners/${unknown}/balance`, `/pools/${unknown}/payments`, `/operators/${unknown}/balance`]) {
      expect((await call(poolUser.id, 'GET', url)).statusCode, url).toBe(404);
    }
    for (const [userId, url] of [
      ...urls().map((url) => [stranger.id, url] as const),
      ...urls().map((url) => [viewer.id, url] as const),
      [operatorUser.id, `/miners/${ids.main}/payments`],
      [owner.id, `/pools/${ids.pool}/balance`],
      [stranger.id, `/pools/${ids.pool}/earned-from-miner/${ids.main}`],
      [owner.id, `/operators/${ids.operator}/payments/export`],
    ] as const) {
      const response = await call(userId, 'GET', url);
      expect(response.statusCode, `${userId} ${url}`).toBe(403);
      expect(errorResponseSchema.parse(response.json()).error.code).toBe('access_denied');
    }
  });

  it('lets an accountant, pool staff and the operator of a customer read', async () => {
    for (const url of urls()) expect((await call(accountant.id, 'GET', url)).statusCode, url).toBe(200);
    expect((await call(poolUser.id, 'GET', `/miners/${ids.main}/payments`)).statusCode).toBe(200);
    expect((await call(operatorUser.id, 'GET', `/miners/${ids.customer}/balance`)).statusCode).toBe(200);
  });

  it('lets a watcher link read with its payments section only, and only its own account', async () => {
    for (const url of urls()) {
      expect((await asWatcher(url, tokens.payments)).statusCode, url).toBe(200);
      expect((await asWatcher(url, tokens.monitoringOnly)).statusCode, url).toBe(403);
    }
    expect((await asWatcher(`/miners/${ids.fresh}/balance`, tokens.payments)).statusCode).toBe(403);
    expect((await asWatcher(`/pools/${ids.pool}/payments`, tokens.payments)).statusCode).toBe(403);
  });
});
