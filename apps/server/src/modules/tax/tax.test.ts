import type { FastifyBaseLogger } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { satoshiToKopecks, taxIncomeSchema, type TaxIncome } from '@pool/contract';
import { grantPermission } from '../../test/database.js';
import { useTestApp } from '../../test/test-app.js';
import { TestIdentity } from '../../test/test-identity.js';
import { RewardsJob } from '../rewards/index.js';
import { kopecksOfPrice } from './service.js';

/**
 * The tax calculator's income on a real database: rewards credited by the real run, each
 * pool day at its recorded BTC/RUB price, a day without a price kept apart, months by the
 * crediting date or by the mining day, and access like the payments page's.
 */

const identity = new TestIdentity();
const owner = identity.add({ id: '00000000-0000-4000-8000-000000000301', email: 'tax-owner@example.com' });
const viewer = identity.add({ id: '00000000-0000-4000-8000-000000000302', email: 'tax-viewer@example.com' });
let now = new Date('2026-03-01T12:00:00.000Z');
const testApp = useTestApp(identity, { clock: () => now });
const silent = () => undefined;
const log = { info: silent, warn: silent, debug: silent, error: silent } as unknown as FastifyBaseLogger;
const ids = { pool: '', miner: '' };
/** About 1 PH/s for a whole day, in share difficulty. */
const petahashDay = 20_116_567_472;
const price = '9000000.12345678';

beforeAll(async () => {
  const { pool, db } = testApp.database;
  const one = async (text: string, values: unknown[] = []) =>
    (await pool.query<{ id: string }>(text, values)).rows[0]!.id;
  ids.pool = await one('SELECT id FROM pools WHERE is_current');
  ids.miner = await one("INSERT INTO miner_accounts (pool_id, account_name) VALUES ($1, 'taxed') RETURNING id", [
    ids.pool,
  ]);
  await grantPermission(pool, owner.id, 'miner', ids.miner, 'owner');
  await grantPermission(pool, viewer.id, 'miner', ids.miner, 'viewer');
  await pool.query(
    "INSERT INTO reward_rates (pool_id, date, rate, source) VALUES ($1, '2026-01-01', 50000, 'manual')",
    [ids.pool],
  );
  await pool.query(
    `WITH s AS (INSERT INTO hashrate_series (kind, pool_id, miner_id) VALUES ('miner', $1, $2) RETURNING id)
     INSERT INTO hashrate_figures (series_id, pool_id, worker, first_share_at) SELECT id, $1, false, '2026-01-01' FROM s`,
    [ids.pool, ids.miner],
  );
  // Work on 10 and 11 January and on 31 January (credited on 1 February).
  for (const day of ['2026-01-10', '2026-01-11', '2026-01-31']) {
    await pool.query(
      `INSERT INTO hashrate_4h (series_id, bucket, accepted, rejected, shares)
       SELECT id, $2::timestamptz, $3, 0, 1 FROM hashrate_series WHERE kind = 'miner' AND miner_id = $1`,
      [ids.miner, `${day}T00:00:00Z`, petahashDay],
    );
    // 10 and 31 January have a recorded price; 11 January's source did not answer.
    if (day !== '2026-01-11') {
      await pool.query(
        "INSERT INTO pool_day_rates (pool_id, pool_day, symbol, price, source, fetched_at) VALUES ($1, $2, 'BTCRUB', $3, 'test', now())",
        [ids.pool, day, price],
      );
    }
    const next = new Date(Date.parse(`${day}T09:00:00Z`) + 86_400_000);
    await new RewardsJob({ db, clock: () => next, log }).runDay(ids.pool, day);
  }
});

const income = async (userId: string, year: number, basis?: string) =>
  testApp.call(userId, 'GET', `/miners/${ids.miner}/tax-income?year=${year}${basis ? `&basis=${basis}` : ''}`);

describe('GET /miners/{id}/tax-income', () => {
  it('values each pool day at its own price, by the month it was credited, and keeps unpriced days apart', async () => {
    const response = await income(owner.id, 2026);
    expect(response.statusCode).toBe(200);
    const body: TaxIncome = taxIncomeSchema.parse(response.json());
    const rewards = (
      await testApp.database.pool.query<{ pool_day: string; amount: number }>(
        `SELECT p.pool_day::text, p.amount::float8 AS amount FROM payments p JOIN ledger_accounts a ON a.id = p.account_id
        WHERE a.miner_id = $1 AND p.type = 'reward' ORDER BY p.pool_day`,
        [ids.miner],
      )
    ).rows;
    const amount = (day: string) => rewards.find((row) => row.pool_day === day)!.amount;
    const perBtc = kopecksOfPrice(price);
    expect(body.months[0]).toEqual({
      month: 1,
      satoshi: amount('2026-01-10') + amount('2026-01-11'),
      kopecks: Number(satoshiToKopecks(BigInt(amount('2026-01-10')), perBtc)),
      unpriced_satoshi: amount('2026-01-11'),
    });
    expect(body.months[1]).toEqual({
      month: 2,
      satoshi: amount('2026-01-31'),
      kopecks: Number(satoshiToKopecks(BigInt(amount('2026-01-31')), perBtc)),
      unpriced_satoshi: 0,
    });
    expect(body.months.slice(2).every((month) => month.satoshi === 0 && month.kopecks === 0)).toBe(true);
    now = new Date('2026-03-02T00:00:00.000Z');
  });

  it('counts by the mining day when asked: 31 January is January’s, as in the mining report', async () => {
    const credited = taxIncomeSchema.parse((await income(owner.id, 2026, 'credited')).json());
    const mined = taxIncomeSchema.parse((await income(owner.id, 2026, 'mined')).json());
    expect(credited.basis).toBe('credited');
    expect(mined.basis).toBe('mined');
    const january31 = credited.months[1]!;
    expect(mined.months[0]).toEqual({
      month: 1,
      satoshi: credited.months[0]!.satoshi + january31.satoshi,
      kopecks: credited.months[0]!.kopecks + january31.kopecks,
      unpriced_satoshi: credited.months[0]!.unpriced_satoshi,
    });
    expect(mined.months[1]!.satoshi).toBe(0);
    expect((await income(owner.id, 2026, 'paid')).statusCode).toBe(400);
  });

  it('refuses years before 2025 and readers without the payments page', async () => {
    expect((await income(owner.id, 2024)).statusCode).toBe(400);
    expect((await income(viewer.id, 2026)).statusCode).toBe(403);
    expect((await income(undefined as unknown as string, 2026)).statusCode).toBe(401);
  });

  it('turns a recorded price into kopecks per BTC exactly, half up', () => {
    expect(kopecksOfPrice('9000000.12345678')).toBe(900_000_012n);
    expect(kopecksOfPrice('9000000.125')).toBe(900_000_013n);
    expect(kopecksOfPrice('9000000.12499999')).toBe(900_000_012n);
    expect(kopecksOfPrice('1')).toBe(100n);
  });
});
