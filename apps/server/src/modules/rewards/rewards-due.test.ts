import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { addDays } from '../../domain/pool-day.js';
import { RewardsJob } from './rewards-job.js';

/** runDue: which pool days the 09:00 UTC run (and a catch-up after downtime) credits. */

const silent = () => undefined;
const log = { info: silent, warn: silent, debug: silent, error: silent } as unknown as FastifyBaseLogger;
let now = new Date('2026-11-21T08:59:59.000Z');
const clock = () => now;

let database: TestDatabase;
const pools = { main: '', old: '', late: '', silent: '' };

async function query<T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
  return (await database.pool.query(text, values)).rows as T[];
}

/** A pool with one miner account that worked every day from `from` to 2026-11-21, and rates from `rateFrom`. */
async function pool(name: string, firstShare: string | null, rateFrom: string): Promise<string> {
  const [row] = await query<{ id: string }>('INSERT INTO pools (name, is_current) VALUES ($1, false) RETURNING id', [
    name,
  ]);
  const id = row!.id;
  await query("INSERT INTO reward_rates (pool_id, date, rate, source) VALUES ($1, $2, 50000, 'manual')", [
    id,
    rateFrom,
  ]);
  if (!firstShare) return id;
  await query(
    `WITH s AS (INSERT INTO hashrate_series (kind, pool_id) VALUES ('pool', $1) RETURNING id)
     INSERT INTO hashrate_figures (series_id, pool_id, worker, first_share_at) SELECT id, $1, false, $2 FROM s`,
    [id, firstShare],
  );
  await query(
    `WITH m AS (INSERT INTO miner_accounts (pool_id, account_name) VALUES ($1, $2) RETURNING id),
          s AS (INSERT INTO hashrate_series (kind, pool_id, miner_id) SELECT 'miner', $1, id FROM m RETURNING id),
          f AS (INSERT INTO hashrate_figures (series_id, pool_id, worker, first_share_at) SELECT id, $1, false, $3 FROM s)
     INSERT INTO hashrate_4h (series_id, bucket, accepted, rejected, shares)
     SELECT s.id, b, 1e10, 0, 1 FROM s,
            generate_series(date_bin('4 hours', $3::timestamptz, TIMESTAMPTZ 'epoch'), '2026-11-21T20:00:00Z', interval '4 hours') b`,
    [id, `${name}_rig`, firstShare],
  );
  return id;
}

function days(from: string, to: string): string[] {
  const list: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) list.push(day);
  return list;
}

beforeAll(async () => {
  database = await createTestDatabase();
  // Shares since 1 October, rates since 20 October: credited from the first day with a rate.
  pools.main = await pool('main', '2026-10-01T00:00:00Z', '2026-10-20');
  // Shares and rates since September: only the last 35 days are caught up.
  pools.old = await pool('old', '2026-09-01T00:00:00Z', '2026-09-01');
  // Rates since September, the first share on 15 November in the afternoon.
  pools.late = await pool('late', '2026-11-15T13:00:00Z', '2026-09-01');
  // A rate and never a share: nothing to credit.
  pools.silent = await pool('silent', null, '2026-09-01');
  // The run of 1 November in the main pool started and died: it is finished later.
  await query("INSERT INTO reward_runs (pool_id, pool_day, rate) VALUES ($1, '2026-11-01', 50000)", [pools.main]);
});

afterAll(async () => {
  await database.drop();
});

const creditedDays = async (poolId: string) =>
  (
    await query<{ day: string }>(
      'SELECT pool_day AS day FROM reward_runs WHERE pool_id = $1 AND completed_at IS NOT NULL ORDER BY 1',
      [poolId],
    )
  ).map((row) => row.day);

describe('rewards runDue', () => {
  it('before 09:00 UTC credits every day up to the day before yesterday, oldest first, within 35 days', async () => {
    const summaries = await new RewardsJob({ db: database.db, clock, log }).runDue();
    const byPool = (poolId: string) =>
      summaries.filter((summary) => summary.poolId === poolId).map((summary) => summary.day);
    expect(byPool(pools.main)).toEqual(days('2026-10-20', '2026-11-19'));
    expect(byPool(pools.old)).toEqual(days('2026-10-17', '2026-11-19'));
    expect(byPool(pools.late)).toEqual(days('2026-11-15', '2026-11-19'));
    expect(byPool(pools.silent)).toEqual([]);
    expect(await creditedDays(pools.main)).toEqual(days('2026-10-20', '2026-11-19'));
    // 15 November has work only from its first share on: 3 of its 6 buckets.
    const late = summaries.filter((summary) => summary.poolId === pools.late);
    expect(late[0]!.gross).toBeLessThan(late[1]!.gross);
    expect(late.every((summary) => summary.accounts === 1)).toBe(true);
  });

  it('at 09:00 UTC credits yesterday, and only yesterday', async () => {
    now = new Date('2026-11-21T09:00:00.000Z');
    const summaries = await new RewardsJob({ db: database.db, clock, log }).runDue();
    expect(summaries.map((summary) => summary.day)).toEqual(['2026-11-20', '2026-11-20', '2026-11-20']);
    expect(await new RewardsJob({ db: database.db, clock, log }).runDue()).toEqual([]);
    const [count] = await query<{ n: number }>(
      `SELECT count(*)::int AS n FROM payments p JOIN ledger_accounts a ON a.id = p.account_id
        WHERE a.kind = 'miner' AND a.pool_id = $1`,
      [pools.main],
    );
    expect(count!.n).toBe(days('2026-10-20', '2026-11-20').length);
  });
});
