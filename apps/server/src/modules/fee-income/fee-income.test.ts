import ExcelJS from 'exceljs';
import type { FastifyBaseLogger } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  errorResponseSchema,
  feeIncomeResponseSchema,
  minersResponseSchema,
  paymentsResponseSchema,
} from '@pool/contract';
import { useTestApp } from '../../test/test-app.js';
import { TestIdentity } from '../../test/test-identity.js';
import { RewardsJob } from '../rewards/index.js';

/**
 * An operator's fee income per customer and per day, from rewards the real reward run
 * credits. The figures are written out by hand from the rules (rewards-job.test.ts): a
 * petahash-day at 50,000 sat per TH/s is a gross of 49,999,999 sat, the pool's 0.9 % of it
 * 449,999, and the operator's fee a percent of the rest, 49,550,000.
 */

const now = new Date('2026-11-20T12:00:00.000Z');
const silent = () => undefined;
const log = { info: silent, warn: silent, debug: silent, error: silent } as unknown as FastifyBaseLogger;
/** About 1 PH/s for a whole day, in share difficulty: 10^15 × 86,400 / 2^32. */
const petahashDay = 20_116_567_472;

const identity = new TestIdentity();
const user = (n: number, name: string) =>
  identity.add({
    id: `00000000-0000-4000-8000-0000000002${n.toString(16).padStart(2, '0')}`,
    email: `${name}@example.com`,
  });
const hubOwner = user(1, 'hub-owner');
const hubAccountant = user(2, 'hub-accountant');
const hubViewer = user(3, 'hub-viewer');
const hubHidden = user(4, 'hub-hidden');
const otherHubOwner = user(5, 'other-hub-owner');
const poolViewer = user(6, 'pool-viewer');

const testApp = useTestApp(identity, { clock: () => now });
const call = testApp.call;
const ids = { pool: '', hub: '', otherHub: '', alpha: '', bravo: '', charlie: '', delta: '', solo: '' };

const income = async (userId: string, query = '') => {
  const response = await call(userId, 'GET', `/operators/${ids.hub}/fee-income${query}`);
  expect(response.statusCode).toBe(200);
  return feeIncomeResponseSchema.parse(response.json());
};

beforeAll(async () => {
  const { pool, db } = testApp.database;
  const one = async (text: string, values: unknown[] = []) =>
    (await pool.query<{ id: string }>(text, values)).rows[0]!.id;
  ids.pool = await one('SELECT id FROM pools WHERE is_current');
  ids.hub = await one("INSERT INTO operators (pool_id, name, title) VALUES ($1, 'Hub', 'hub') RETURNING id", [
    ids.pool,
  ]);
  ids.otherHub = await one("INSERT INTO operators (pool_id, name, title) VALUES ($1, 'Other', 'other') RETURNING id", [
    ids.pool,
  ]);
  const account = async (name: string, operatorId: string | null, title: string | null = null) => {
    const id = await one(
      'INSERT INTO miner_accounts (pool_id, operator_id, account_name, title) VALUES ($1, $2, $3, $4) RETURNING id',
      [ids.pool, operatorId, name, title],
    );
    await pool.query(
      `WITH s AS (INSERT INTO hashrate_series (kind, pool_id, operator_id, miner_id) VALUES ('miner', $1, $2, $3) RETURNING id)
       INSERT INTO hashrate_figures (series_id, pool_id, worker, first_share_at) SELECT id, $1, false, '2026-11-01' FROM s`,
      [ids.pool, operatorId, id],
    );
    return id;
  };
  ids.alpha = await account('alpha', ids.hub, 'Rack A');
  ids.bravo = await account('bravo', ids.hub);
  ids.charlie = await account('charlie', ids.hub);
  ids.delta = await account('delta', ids.otherHub);
  ids.solo = await account('solo', null);
  // Six 4-hour buckets of the day summing to `petahashDays` petahash-days.
  const work = (minerId: string, day: string, petahashDays: number) =>
    pool.query(
      `INSERT INTO hashrate_4h (series_id, bucket, accepted, rejected, shares)
       SELECT s.id, $2::date + make_interval(hours => 4 * i),
              CASE WHEN i = 0 THEN $3::float8 - 5 * floor($3::float8 / 6) ELSE floor($3::float8 / 6) END, 0, 1
         FROM hashrate_series s, generate_series(0, 5) i WHERE s.kind = 'miner' AND s.miner_id = $1`,
      [minerId, day, petahashDay * petahashDays],
    );
  await work(ids.bravo, '2026-11-17', 1);
  await work(ids.alpha, '2026-11-18', 1);
  await work(ids.charlie, '2026-11-18', 1);
  await work(ids.alpha, '2026-11-19', 2);
  await work(ids.bravo, '2026-11-19', 1);
  await work(ids.delta, '2026-11-19', 1);
  await work(ids.solo, '2026-11-19', 1);
  await pool.query(
    "INSERT INTO reward_rates (pool_id, date, rate, source) VALUES ($1, '2026-11-01', 50000, 'manual')",
    [ids.pool],
  );
  // alpha pays 3 %, bravo 10 %, charlie 100 % (its fee takes all the pool leaves: no reward payment), delta 5 % to the other hub.
  await pool.query(
    `INSERT INTO fee_schedules (miner_id, kind, percent, start_date) VALUES
       ($1, 'operator', 3, '2026-11-01'), ($2, 'operator', 10, '2026-11-01'),
       ($3, 'operator', 100, '2026-11-01'), ($4, 'operator', 5, '2026-11-01')`,
    [ids.alpha, ids.bravo, ids.charlie, ids.delta],
  );
  const job = new RewardsJob({ db, clock: () => now, log });
  for (const day of ['2026-11-17', '2026-11-18', '2026-11-19']) await job.runDay(ids.pool, day);
  const grant = (userId: string, type: string, target: string, role: string, sections: string[] = []) =>
    pool.query(`INSERT INTO permissions (identity_id, type, ${type}_id, role, sections) VALUES ($1, $2, $3, $4, $5)`, [
      userId,
      type,
      target,
      role,
      sections,
    ]);
  await grant(hubOwner.id, 'operator', ids.hub, 'owner');
  await grant(hubAccountant.id, 'operator', ids.hub, 'accountant');
  await grant(hubViewer.id, 'operator', ids.hub, 'viewer');
  await grant(hubHidden.id, 'operator', ids.hub, 'owner', ['total_fee_hide']);
  await grant(otherHubOwner.id, 'operator', ids.otherHub, 'owner');
  await grant(poolViewer.id, 'pool', ids.pool, 'viewer');
});

describe('GET /operators/{id}/fee-income', () => {
  it('sums the fee per customer and per day of the last 30 days, with the total', async () => {
    const answer = await income(hubOwner.id);
    expect(answer).toMatchObject({ from: '2026-10-21', to: '2026-11-19', total: 63_919_500 });
    // charlie: 49,550,000 on the 18th; bravo: 4,955,000 on the 17th and the 19th; alpha: 1,486,500 + 2,973,000.
    expect(answer.customers).toEqual([
      { miner_id: ids.charlie, account_name: 'charlie', title: null, amount: 49_550_000, days: 1 },
      { miner_id: ids.bravo, account_name: 'bravo', title: null, amount: 9_910_000, days: 2 },
      { miner_id: ids.alpha, account_name: 'alpha', title: 'Rack A', amount: 4_459_500, days: 2 },
    ]);
    expect(answer.days).toHaveLength(30);
    expect(answer.days.slice(0, 4)).toEqual([
      { pool_day: '2026-11-19', amount: 7_928_000, customers: 2 },
      { pool_day: '2026-11-18', amount: 51_036_500, customers: 2 },
      { pool_day: '2026-11-17', amount: 4_955_000, customers: 1 },
      { pool_day: '2026-11-16', amount: 0, customers: 0 },
    ]);
    expect(answer.days.at(-1)).toEqual({ pool_day: '2026-10-21', amount: 0, customers: 0 });
  });

  it('is what the ledger credited the operator: the days add up to its income payments', async () => {
    const payments = paymentsResponseSchema.parse(
      (await call(hubOwner.id, 'GET', `/operators/${ids.hub}/payments?type=reward`)).json(),
    );
    // One run credited the three days at the same moment: ordered by day here.
    const byDay = payments.data.toSorted((a, b) => b.pool_day!.localeCompare(a.pool_day!));
    expect(byDay.map((payment) => [payment.pool_day, payment.amount])).toEqual([
      ['2026-11-19', 7_928_000],
      ['2026-11-18', 51_036_500],
      ['2026-11-17', 4_955_000],
    ]);
  });

  it('takes a range of pool days and narrows the days to one customer', async () => {
    const range = await income(hubOwner.id, '?from=2026-11-18&to=2026-11-19');
    expect(range).toMatchObject({ from: '2026-11-18', to: '2026-11-19', total: 58_964_500 });
    expect(range.customers.map((customer) => [customer.account_name, customer.amount])).toEqual([
      ['charlie', 49_550_000],
      ['bravo', 4_955_000],
      ['alpha', 4_459_500],
    ]);
    const alpha = await income(hubOwner.id, `?from=2026-11-17&to=2026-11-19&miner_id=${ids.alpha}`);
    expect(alpha.total).toBe(4_459_500);
    expect(alpha.days).toEqual([
      { pool_day: '2026-11-19', amount: 2_973_000, customers: 1 },
      { pool_day: '2026-11-18', amount: 1_486_500, customers: 1 },
      { pool_day: '2026-11-17', amount: 0, customers: 0 },
    ]);
    // The customers stay listed whole, so the page can switch between them.
    expect(alpha.customers).toHaveLength(3);
    // Another operator's customer narrows to nothing.
    expect((await income(hubOwner.id, `?from=2026-11-17&to=2026-11-19&miner_id=${ids.delta}`)).total).toBe(0);
  });

  it('refuses a bad range with field errors', async () => {
    const errorOf = async (query: string) => {
      const response = await call(hubOwner.id, 'GET', `/operators/${ids.hub}/fee-income${query}`);
      expect(response.statusCode).toBe(400);
      return errorResponseSchema.parse(response.json()).error;
    };
    expect((await errorOf('?from=2026-11-19&to=2026-11-18')).fields).toEqual([
      { name: 'from', code: 'max_threshold', max: '2026-11-18' },
    ]);
    expect((await errorOf('?from=2026-11-18')).fields).toEqual([{ name: 'to', code: 'required' }]);
    expect((await errorOf('?from=2025-01-01&to=2026-11-19')).fields).toEqual([
      { name: 'from', code: 'min_threshold', min: '2025-11-19' },
    ]);
    expect((await errorOf('?miner_id=alpha')).code).toBe('invalid_input');
  });

  it('opens to who reads the operator’s payments, never under total_fee_hide', async () => {
    expect((await income(hubAccountant.id)).total).toBe(63_919_500);
    expect((await income(poolViewer.id)).total).toBe(63_919_500);
    for (const refused of [hubViewer, hubHidden, otherHubOwner]) {
      expect((await call(refused.id, 'GET', `/operators/${ids.hub}/fee-income`)).statusCode).toBe(403);
      expect((await call(refused.id, 'GET', `/operators/${ids.hub}/fee-income/export`)).statusCode).toBe(403);
    }
  });
});

describe('the customers table’s sums', () => {
  const totals = async (userId: string, query = '') => {
    const response = await call(userId, 'GET', `/operators/${ids.hub}/miners${query}`);
    expect(response.statusCode).toBe(200);
    return minersResponseSchema.parse(response.json()).totals;
  };

  it('add the fee income of the listed customers over the last 30 days, for who reads it', async () => {
    expect((await totals(hubOwner.id)).fee_income_30d).toBe(63_919_500);
    expect((await totals(poolViewer.id)).fee_income_30d).toBe(63_919_500);
    // The search narrows the sum as it narrows the list: alpha's 1,486,500 + 2,973,000.
    expect((await totals(hubAccountant.id, '?search=alpha')).fee_income_30d).toBe(4_459_500);
    expect((await totals(hubOwner.id, '?search=nobody')).fee_income_30d).toBe(0);
    for (const hidden of [hubViewer, hubHidden]) expect(await totals(hidden.id)).not.toHaveProperty('fee_income_30d');
  });
});

describe('GET /operators/{id}/fee-income/export', () => {
  it('writes one CSV row per customer and day, newest day first', async () => {
    const response = await call(
      hubOwner.id,
      'GET',
      `/operators/${ids.hub}/fee-income/export?from=2026-11-17&to=2026-11-19`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="fee-income-Hub-2026-11-17-2026-11-19.csv"',
    );
    expect(response.body).toBe(
      [
        'Pool day,Customer,Title,Fee income (BTC),Customer ID',
        `2026-11-19,alpha,Rack A,0.02973000,${ids.alpha}`,
        `2026-11-19,bravo,,0.04955000,${ids.bravo}`,
        `2026-11-18,alpha,Rack A,0.01486500,${ids.alpha}`,
        `2026-11-18,charlie,,0.49550000,${ids.charlie}`,
        `2026-11-17,bravo,,0.04955000,${ids.bravo}`,
        '',
      ].join('\r\n'),
    );
  });

  it('writes the same rows to XLSX, amounts as BTC numbers', async () => {
    const response = await call(
      hubOwner.id,
      'GET',
      `/operators/${ids.hub}/fee-income/export?from=2026-11-18&to=2026-11-18&format=xlsx`,
    );
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Fee income')!;
    const values = sheet
      .getSheetValues()
      .slice(1)
      .map((row) => (row as unknown[]).slice(1, 5));
    expect(values).toEqual([
      ['Pool day', 'Customer', 'Title', 'Fee income (BTC)'],
      ['2026-11-18', 'alpha', 'Rack A', 0.014865],
      ['2026-11-18', 'charlie', undefined, 0.4955],
    ]);
  });
});

describe('GET /operators/{id}/payments: the fee income rows', () => {
  it('name the customer of a day one customer paid, and count them otherwise', async () => {
    const payments = paymentsResponseSchema.parse(
      (await call(hubOwner.id, 'GET', `/operators/${ids.hub}/payments`)).json(),
    );
    const byDay = payments.data.toSorted((a, b) => b.pool_day!.localeCompare(a.pool_day!));
    expect(byDay.map((payment) => [payment.pool_day, payment.fee_income])).toEqual([
      ['2026-11-19', { customers: 2, customer: null }],
      ['2026-11-18', { customers: 2, customer: null }],
      ['2026-11-17', { customers: 1, customer: { miner_id: ids.bravo, account_name: 'bravo' } }],
    ]);
    // A miner account's own rewards carry none.
    const bravo = paymentsResponseSchema.parse(
      (await call(hubOwner.id, 'GET', `/miners/${ids.bravo}/payments`)).json(),
    );
    expect(bravo.data.every((payment) => payment.fee_income === undefined)).toBe(true);
  });
});
