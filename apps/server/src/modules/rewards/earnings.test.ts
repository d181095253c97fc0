import { beforeAll, describe, expect, it } from 'vitest';
import { dailyEarningsResponseSchema, earningsOutlookSchema, processingEarningsSchema } from '@pool/contract';
import { grantPermission } from '../../test/database.js';
import { ledgerAccountId } from '../ledger/index.js';
import { useTestApp } from '../../test/test-app.js';
import { TestIdentity } from '../../test/test-identity.js';
import { computeFpps, deducted } from './fpps.js';

/** GET /{pools|operators|miners}/{id}/processing-earnings: today's work so far, through the FPPS pipeline. */

const now = new Date('2026-11-20T12:00:00.000Z');
const clock = () => now;
const secondsToday = 12 * 3600;
/** The first share time ($2) of an account's ($1) own series. */
const setFirstShare = `UPDATE hashrate_figures f SET first_share_at = $2
  FROM hashrate_series s WHERE s.id = f.series_id AND s.kind = 'miner' AND s.miner_id = $1`;

const identity = new TestIdentity();
const user = (n: number) =>
  identity.add({ id: `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`, email: `u${n}@example.com` });
const owner = user(1);
const stranger = user(2);
const viewer = user(3);
const staff = user(4);
const hub = user(5);

const testApp = useTestApp(identity, { clock });
const call = testApp.call;
const ids = { pool: '', operator: '', a: '', b: '', idle: '', gone: '', other: '' };

/** Work per series today: 20-minute buckets plus the 1-minute rows the job has not carried yet. */
const work = { a: 0, b: 0, gone: 0, pool: 0, operator: 0 };

async function query(text: string, values: unknown[] = []) {
  return (await testApp.database.pool.query(text, values)).rows as Record<string, string>[];
}

async function series(kind: string, column: string, id: string): Promise<string> {
  const [row] = await query(
    `INSERT INTO hashrate_series (kind, pool_id, operator_id, miner_id) VALUES ($1, $2, $3, $4) RETURNING id`,
    [kind, ids.pool, column === 'operator' ? id : null, column === 'miner' ? id : null],
  );
  return row!.id!;
}

/** Buckets of a series: today's (counted) and yesterday's last (not counted); returns today's work. */
async function buckets(seriesId: string, base: number): Promise<number> {
  await query(
    `INSERT INTO hashrate_20m (series_id, bucket, accepted, rejected, shares) VALUES
       ($1, '2026-11-19T23:40:00Z', $2::float8 * 100, 0, 1),
       ($1, '2026-11-20T00:00:00Z', $2, 0, 1), ($1, '2026-11-20T06:20:00Z', $2 * 2, 0, 1),
       ($1, '2026-11-20T11:20:00Z', $2 * 3, 0, 1)`,
    [seriesId, String(base)],
  );
  // The job has carried the 20-minute buckets before 11:40. The minute row of 11:30 lies in
  // one it has carried (in the 20-minute bucket already), and a late gain of 11:30 waits to
  // be folded in: the gain counts. 11:40 and 11:59 lie in the one it has not carried: their
  // rows count whole, and so does a late gain of 11:40.
  await query(`UPDATE hashrate_carry SET carried_to = '2026-11-20T11:40:00Z'`);
  await query(
    `INSERT INTO hashrate_1m (series_id, bucket, accepted, rejected, shares) VALUES
       ($1, '2026-11-20T11:30:00Z', $2::float8 * 0.4, 0, 1),
       ($1, '2026-11-20T11:40:00Z', $2, 0, 1),
       ($1, '2026-11-20T11:59:00Z', $2 * 0.5, 0, 1)`,
    [seriesId, String(base)],
  );
  await query(
    `INSERT INTO hashrate_1m_late (series_id, bucket, accepted, rejected, shares) VALUES
       ($1, '2026-11-20T11:30:00Z', $2::float8 * 0.6, 0, 1),
       ($1, '2026-11-20T11:40:00Z', $2 * 0.25, 0, 1)`,
    [seriesId, String(base)],
  );
  return base * 6 + base * 0.6 + base + base * 0.5 + base * 0.25;
}

beforeAll(async () => {
  [{ id: ids.pool }] = (await query('SELECT id FROM pools WHERE is_current')) as [{ id: string }];
  [{ id: ids.operator }] = (await query(
    "INSERT INTO operators (pool_id, name, title) VALUES ($1, 'Hub', 'hub') RETURNING id",
    [ids.pool],
  )) as [{ id: string }];
  const account = async (name: string, operatorId: string | null) =>
    (
      await query(
        "INSERT INTO miner_accounts (pool_id, operator_id, account_name, created_at) VALUES ($1, $2, $3, '2026-11-01') RETURNING id",
        [ids.pool, operatorId, name],
      )
    )[0]!.id!;
  ids.a = await account('alpha', null);
  ids.b = await account('bravo', ids.operator);
  ids.idle = await account('idle', ids.operator);
  ids.gone = await account('gone', ids.operator);
  ids.other = await account('other', null);
  work.a = await buckets(await series('miner', 'miner', ids.a), 1e9);
  work.b = await buckets(await series('miner', 'miner', ids.b), 3e8);
  work.gone = await buckets(await series('miner', 'miner', ids.gone), 5e8);
  await series('miner', 'miner', ids.idle);
  work.pool = await buckets(await series('pool', 'pool', ids.pool), 1.8e9);
  work.operator = await buckets(await series('operator', 'operator', ids.operator), 8e8);
  await query("UPDATE miner_accounts SET deleted_at = '2026-11-20T10:00:00Z' WHERE id = $1", [ids.gone]);
  await query(
    `INSERT INTO fee_schedules (miner_id, kind, percent, start_date) VALUES
       ($1, 'pool', 1.5, '2026-11-20'), ($1, 'pool', 5, '2026-11-21'), ($2, 'operator', 4, '2026-11-01')`,
    [ids.a, ids.b],
  );
  await grantPermission(testApp.database.pool, owner.id, 'miner', ids.a);
  await grantPermission(testApp.database.pool, stranger.id, 'miner', ids.other);
  await grantPermission(testApp.database.pool, viewer.id, 'miner', ids.a, 'viewer');
  await grantPermission(testApp.database.pool, staff.id, 'pool', ids.pool, 'accountant');
  await grantPermission(testApp.database.pool, hub.id, 'operator', ids.operator, 'accountant');
});

const earnings = async (userId: string, path: string) => {
  const response = await call(userId, 'GET', `${path}/processing-earnings`);
  expect(response.statusCode).toBe(200);
  return processingEarningsSchema.parse(response.json());
};
const rateOf = (accepted: number) => (accepted * 2 ** 32) / secondsToday;

describe('processing earnings', () => {
  it('has no amount before a rate is set, but shows the hashrate so far', async () => {
    expect(await earnings(owner.id, `/miners/${ids.a}`)).toEqual({
      pool_day: '2026-11-20',
      amount: 0,
      hash_rate: rateOf(work.a),
      rate: null,
    });
  });

  it('estimates a miner account’s net reward of the day so far, with today’s rate and fees', async () => {
    await query("INSERT INTO reward_rates (pool_id, date, rate, source) VALUES ($1, '2026-11-18', 60000, 'manual')", [
      ids.pool,
    ]);
    const a = computeFpps({ accepted: work.a, rate: 60_000, poolFeePercent: '1.5' });
    const b = computeFpps({
      accepted: work.b,
      rate: 60_000,
      poolFeePercent: '0.9',
      operatorFee: { recipient: ids.operator, percent: '4' },
    });
    expect(a.net).toBeGreaterThan(0n);
    expect(await earnings(owner.id, `/miners/${ids.a}`)).toEqual({
      pool_day: '2026-11-20',
      amount: Number(a.net),
      hash_rate: rateOf(work.a),
      rate: 60_000,
    });
    expect((await earnings(hub.id, `/operators/${ids.operator}`)).amount).toBe(Number(deducted(b, 'operator_fee')));
    const pool = await earnings(staff.id, `/pools/${ids.pool}`);
    // The pool's fee income from the accounts that are not deleted; its own series' hashrate.
    expect(pool).toEqual({
      pool_day: '2026-11-20',
      amount: Number(deducted(a, 'pool_fee') + deducted(b, 'pool_fee')),
      hash_rate: rateOf(work.pool),
      rate: 60_000,
    });
    expect((await earnings(hub.id, `/operators/${ids.operator}`)).hash_rate).toBe(rateOf(work.operator));
  });

  it('answers 401 without a session, 403 without the payments page, 404 for unknown accounts', async () => {
    const unknown = '00000000-0000-4000-8000-00000000ffff';
    expect((await call(undefined, 'GET', `/miners/${ids.a}/processing-earnings`)).statusCode).toBe(401);
    expect((await call(stranger.id, 'GET', `/miners/${ids.a}/processing-earnings`)).statusCode).toBe(403);
    expect((await call(viewer.id, 'GET', `/miners/${ids.a}/processing-earnings`)).statusCode).toBe(403);
    expect((await call(hub.id, 'GET', `/pools/${ids.pool}/processing-earnings`)).statusCode).toBe(403);
    expect((await call(owner.id, 'GET', `/operators/${ids.operator}/processing-earnings`)).statusCode).toBe(403);
    expect((await call(owner.id, 'GET', `/miners/${unknown}/processing-earnings`)).statusCode).toBe(404);
    expect((await call(staff.id, 'GET', `/operators/${unknown}/processing-earnings`)).statusCode).toBe(404);
    expect((await call(staff.id, 'GET', `/miners/${ids.gone}/processing-earnings`)).statusCode).toBe(404);
    expect((await call(staff.id, 'GET', `/miners/not-a-uuid/processing-earnings`)).statusCode).toBe(400);
    expect((await earnings(staff.id, `/miners/${ids.idle}`)).amount).toBe(0);
  });
});

const outlook = async (userId: string, minerId: string) => {
  const response = await call(userId, 'GET', `/miners/${minerId}/earnings-outlook`);
  expect(response.statusCode).toBe(200);
  return earningsOutlookSchema.parse(response.json());
};

describe('earnings outlook', () => {
  it("estimates a day at the 24-hour hashrate through the run's FPPS, beside today's estimate and the fees", async () => {
    const processing = await earnings(owner.id, `/miners/${ids.a}`);
    // No 24-hour figure yet: a day's estimate of nothing.
    expect(await outlook(owner.id, ids.a)).toEqual({
      yesterday: { pool_day: '2026-11-19', amount: null, credited_at: '2026-11-20T09:00:00.000Z' },
      today: { pool_day: '2026-11-20', amount: processing.amount },
      day_estimate: { hash_rate: 0, averaged_seconds: 86_400, gross: 0, amount: 0 },
      rate: 60_000,
      pool_fee_percent: '1.5',
      operator_fee_percent: null,
    });
    const hashRate24h = 123_456_789_012_345.6;
    // The figures job's sums (a day of them: the 24-hour hashrate is the sum × 2^32 over a day).
    await query(
      `INSERT INTO hashrate_figures_clock (as_of, seconds_15m, seconds_1h, seconds_24h, seconds_1w, seconds_30d)
       VALUES (now(), 900, 3600, 86400, 604800, 2592000)`,
    );
    await query(
      `INSERT INTO hashrate_figures (series_id, pool_id, worker, accepted_24h, shares_24h)
       SELECT id, pool_id, false, $2::float8 * 86400 / 4294967296, 1
         FROM hashrate_series WHERE kind = 'miner' AND miner_id = ANY($1::uuid[])
       ON CONFLICT (series_id) DO UPDATE SET accepted_24h = excluded.accepted_24h, shares_24h = 1`,
      [[ids.a, ids.b], hashRate24h],
    );
    const day = computeFpps({ accepted: (hashRate24h * 86_400) / 2 ** 32, rate: 60_000, poolFeePercent: '1.5' });
    expect(Number(day.hashRate)).toBe(Math.round(hashRate24h));
    expect((await outlook(owner.id, ids.a)).day_estimate).toEqual({
      hash_rate: Number(day.hashRate),
      averaged_seconds: 86_400,
      gross: Number(day.gross),
      amount: Number(day.net),
    });
    // About 123.46 TH/s × 60,000 sat less 1.5 %.
    expect(Number(day.net)).toBe(Math.floor(7_407_407 - Math.floor(7_407_407 * 0.015)));
    const b = await outlook(staff.id, ids.b);
    const dayB = computeFpps({
      accepted: (hashRate24h * 86_400) / 2 ** 32,
      rate: 60_000,
      poolFeePercent: '0.9',
      operatorFee: { recipient: ids.operator, percent: '4' },
    });
    expect(b).toMatchObject({ pool_fee_percent: '0.9', operator_fee_percent: '4' });
    expect(b.day_estimate.amount).toBe(Number(dayB.net));
  });

  it('averages a new account over the time since its first share, not over the 24 hours before it', async () => {
    const hashRate24h = 123_456_789_012_345.6;
    // Connected 17 minutes ago: its 24-hour figure is 17 minutes of work spread over a day.
    const connected = new Date(now.getTime() - 17 * 60_000);
    await query(setFirstShare, [ids.a, connected]);
    try {
      const estimate = (await outlook(owner.id, ids.a)).day_estimate;
      const mined = computeFpps({
        accepted: (((hashRate24h * 86_400) / (17 * 60)) * 86_400) / 2 ** 32,
        rate: 60_000,
        poolFeePercent: '1.5',
      });
      expect(estimate).toEqual({
        hash_rate: Number(mined.hashRate),
        averaged_seconds: 17 * 60,
        gross: Number(mined.gross),
        amount: Number(mined.net),
      });
      // A rig of some minutes is still judged on at least 15 minutes of work.
      await query(setFirstShare, [ids.a, new Date(now.getTime() - 60_000)]);
      expect((await outlook(owner.id, ids.a)).day_estimate.averaged_seconds).toBe(15 * 60);
    } finally {
      await query(setFirstShare, [ids.a, null]);
    }
  });

  it("gives yesterday's credited reward once its run completed: 0 for an account it did not credit", async () => {
    await query(
      "INSERT INTO reward_runs (pool_id, pool_day, rate, completed_at) VALUES ($1, '2026-11-19', 60000, now())",
      [ids.pool],
    );
    const account = await ledgerAccountId(testApp.database.db, { kind: 'miner', poolId: ids.pool, minerId: ids.b });
    await query(
      `INSERT INTO payments (account_id, type, direction, status, amount, pool_day)
       VALUES ($1, 'reward', 'incoming', 'completed', 12345, '2026-11-19')`,
      [account],
    );
    expect((await outlook(staff.id, ids.b)).yesterday).toEqual({
      pool_day: '2026-11-19',
      amount: 12_345,
      credited_at: '2026-11-20T09:00:00.000Z',
    });
    expect((await outlook(owner.id, ids.a)).yesterday.amount).toBe(0);
  });

  it('counts yesterday as the payments chart counts its day: with splits and referral income, less splits given', async () => {
    const account = await ledgerAccountId(testApp.database.db, { kind: 'miner', poolId: ids.pool, minerId: ids.b });
    await query(
      `INSERT INTO payments (account_id, type, direction, status, amount, pool_day, sharing_type,
                             counterparty_miner_id, share_percent) VALUES
         ($1, 'profit_sharing', 'incoming', 'completed', 400, '2026-11-19', 'profit_sharing', $2, 10),
         ($1, 'profit_sharing', 'incoming', 'completed', 300, '2026-11-19', 'referral', $2, 20),
         ($1, 'profit_sharing', 'outgoing', 'completed', 200, '2026-11-19', 'profit_sharing', $2, 5),
         ($1, 'profit_sharing', 'incoming', 'canceled', 9000, '2026-11-19', 'profit_sharing', $2, 10),
         ($1, 'profit_sharing', 'incoming', 'completed', 5000, '2026-11-18', 'profit_sharing', $2, 10)`,
      [account, ids.other],
    );
    const yesterday = (await outlook(staff.id, ids.b)).yesterday.amount;
    expect(yesterday).toBe(12_345 + 700 - 200);
    const days = dailyEarningsResponseSchema.parse(
      (await call(staff.id, 'GET', `/miners/${ids.b}/daily-earnings?period=P7D`)).json(),
    ).data;
    expect(days.at(-1)).toEqual({ pool_day: '2026-11-19', amount: yesterday });
  });

  it('answers 401 signed out, 403 without payments or for a stranger, 404 unknown, 400 for a bad id', async () => {
    expect((await call(undefined, 'GET', `/miners/${ids.a}/earnings-outlook`)).statusCode).toBe(401);
    expect((await call(viewer.id, 'GET', `/miners/${ids.a}/earnings-outlook`)).statusCode).toBe(403);
    expect((await call(stranger.id, 'GET', `/miners/${ids.a}/earnings-outlook`)).statusCode).toBe(403);
    const unknown = '00000000-0000-4000-8000-00000000ffff';
    expect((await call(owner.id, 'GET', `/miners/${unknown}/earnings-outlook`)).statusCode).toBe(404);
    expect((await call(owner.id, 'GET', '/miners/x/earnings-outlook')).statusCode).toBe(400);
  });
});
