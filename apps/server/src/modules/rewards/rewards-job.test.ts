import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, createPool, type Db } from '../../db/database.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { RewardsJob } from './rewards-job.js';

/**
 * The daily reward run on a real database: what it credits, that it credits once (a
 * rerun, a crash and rerun, two runs at once on two connections), and 10,000 accounts.
 */

const silent = () => undefined;
const log = { info: silent, warn: silent, debug: silent, error: silent } as unknown as FastifyBaseLogger;
const clock = () => new Date('2026-11-20T09:00:00.000Z');
const day = '2026-11-19';
/** About 1 PH/s for a whole day, in share difficulty: 10^15 × 86,400 / 2^32. */
const petahashDay = 20_116_567_472;

let database: TestDatabase;
let db: Db;
const ids = { pool: '', operator: '', a: '', b: '', deleted: '', idle: '' };

/** The expected reward, written out from the rules with integer hundredths of a percent. */
function expected(doubleAccepted: bigint, rate: bigint, poolHundredths: bigint, operatorHundredths = 0n) {
  // doubleAccepted = 2 × accepted, so that half a difficulty stays an integer.
  const hashRate = (doubleAccepted * 2n ** 32n + 86_400n) / (2n * 86_400n);
  const gross = (hashRate * rate) / 10n ** 12n;
  const fee = (gross * poolHundredths) / 10_000n;
  const operatorFee = ((gross - fee) * operatorHundredths) / 10_000n;
  const net = gross - fee - operatorFee;
  return {
    hashRate: Number(hashRate),
    gross: Number(gross),
    fee: Number(fee),
    operatorFee: Number(operatorFee),
    net: Number(net),
  };
}

async function query<T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
  return (await database.pool.query(text, values)).rows as T[];
}
const one = async (text: string, values: unknown[] = []) => (await query<{ id: string }>(text, values))[0]!.id;

async function account(poolId: string, name: string, operatorId: string | null = null): Promise<string> {
  const id = await one(
    'INSERT INTO miner_accounts (pool_id, operator_id, account_name) VALUES ($1, $2, $3) RETURNING id',
    [poolId, operatorId, name],
  );
  await query(
    `WITH s AS (INSERT INTO hashrate_series (kind, pool_id, operator_id, miner_id) VALUES ('miner', $1, $2, $3) RETURNING id)
     INSERT INTO hashrate_figures (series_id, pool_id, worker, first_share_at) SELECT id, $1, false, '2026-11-01' FROM s`,
    [poolId, operatorId, id],
  );
  return id;
}

/**
 * Six 4-hour buckets of the day that sum to `accepted`, and a bucket just before and
 * just after the day, which the day must not count.
 */
async function work(minerId: string, poolDay: string, accepted: number): Promise<void> {
  await query(
    `INSERT INTO hashrate_4h (series_id, bucket, accepted, rejected, shares)
     SELECT s.id, $2::date + make_interval(hours => 4 * i),
            CASE WHEN i = 0 THEN $3::float8 - 5 * floor($3::float8 / 6) ELSE floor($3::float8 / 6) END, 0, 1
       FROM hashrate_series s, generate_series(0, 5) i WHERE s.kind = 'miner' AND s.miner_id = $1
     UNION ALL
     SELECT s.id, $2::date + make_interval(hours => h), 1e12, 0, 1
       FROM hashrate_series s, unnest(ARRAY[-4, 24]) h WHERE s.kind = 'miner' AND s.miner_id = $1
     ON CONFLICT (series_id, bucket) DO NOTHING`,
    [minerId, poolDay, accepted],
  );
}

/** A pool besides the current one, at 47,000 sat per TH/s a day since the 1st: its runs leave the others' balances alone. */
async function otherPool(name: string): Promise<string> {
  const poolId = await one('INSERT INTO pools (name, is_current) VALUES ($1, false) RETURNING id', [name]);
  await query("INSERT INTO reward_rates (pool_id, date, rate, source) VALUES ($1, '2026-11-01', 47000, 'manual')", [
    poolId,
  ]);
  return poolId;
}

async function balance(kind: string, owner: string | null = null): Promise<number> {
  const rows = await query<{ balance: number }>(
    `SELECT balance FROM ledger_accounts
      WHERE kind = $1 AND pool_id = $2 AND ($3::uuid IS NULL OR miner_id = $3 OR operator_id = $3)`,
    [kind, ids.pool, owner],
  );
  return rows[0]?.balance ?? 0;
}

/** Double entry holds: every transfer sums to zero, and the balances are the entries. */
async function expectLedgerBalanced(): Promise<void> {
  const [sums] = await query(
    `SELECT (SELECT coalesce(sum(amount), 0) FROM ledger_entries)::bigint AS entries,
            (SELECT coalesce(sum(balance), 0) FROM ledger_accounts)::bigint AS balances,
            (SELECT count(*) FROM (SELECT transfer_id FROM ledger_entries GROUP BY 1 HAVING sum(amount) <> 0) t)::int AS unbalanced,
            (SELECT count(*) FROM ledger_accounts a
              WHERE balance <> (SELECT coalesce(sum(amount), 0) FROM ledger_entries e WHERE e.account_id = a.id))::int AS drifted`,
  );
  expect(sums).toEqual({ entries: 0, balances: 0, unbalanced: 0, drifted: 0 });
}

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  ids.pool = await one('SELECT id FROM pools WHERE is_current');
  ids.operator = await one("INSERT INTO operators (pool_id, name, title) VALUES ($1, 'Hub', 'hub') RETURNING id", [
    ids.pool,
  ]);
  ids.a = await account(ids.pool, 'alpha');
  ids.b = await account(ids.pool, 'bravo', ids.operator);
  ids.deleted = await account(ids.pool, 'gone');
  ids.idle = await account(ids.pool, 'idle');
  await work(ids.a, day, petahashDay * 3);
  await work(ids.b, day, petahashDay + 0.5);
  await work(ids.deleted, day, petahashDay);
  await query("UPDATE miner_accounts SET deleted_at = '2026-11-20T01:00:00Z' WHERE id = $1", [ids.deleted]);
  await query(
    `INSERT INTO reward_rates (pool_id, date, rate, source) VALUES ($1, '2026-11-15', 50000, 'manual'), ($1, '2026-11-20', 60000, 'manual')`,
    [ids.pool],
  );
  // a: 1 % from the 1st, 2 % from the day, 5 % from the next day. b: the default 0.9 %,
  // and its operator's 3 % (10 % from the next day).
  await query(
    `INSERT INTO fee_schedules (miner_id, kind, percent, start_date) VALUES
       ($1, 'pool', 1, '2026-11-01'), ($1, 'pool', 2, '2026-11-19'), ($1, 'pool', 5, '2026-11-20'),
       ($2, 'operator', 3, '2026-11-10'), ($2, 'operator', 10, '2026-11-20')`,
    [ids.a, ids.b],
  );
});

afterAll(async () => {
  await database.drop();
});

describe('rewards job: one pool day', () => {
  const a = expected(2n * 3n * BigInt(petahashDay), 50_000n, 200n);
  const b = expected(2n * BigInt(petahashDay) + 1n, 50_000n, 90n, 300n);

  it('credits every account that worked, with the day’s rate and the fees in force that day', async () => {
    const summary = await new RewardsJob({ db, clock, log }).runDay(ids.pool, day);
    expect(summary).toEqual({
      poolId: ids.pool,
      day,
      rate: 50_000,
      accounts: 2,
      gross: a.gross + b.gross,
      net: a.net + b.net,
      poolFees: a.fee + b.fee,
      operatorFees: b.operatorFee,
      profitSplits: 0,
      referrals: 0,
    });
    // 3 PH/s (a hair under: the difficulty sum was rounded down) at 50,000 sat per TH/s.
    expect(a.gross).toBe(149_999_998);
    expect(await balance('miner', ids.a)).toBe(a.net);
    expect(await balance('miner', ids.b)).toBe(b.net);
    expect(await balance('miner', ids.deleted)).toBe(0);
    expect(await balance('miner', ids.idle)).toBe(0);
    expect(await balance('pool_income')).toBe(a.fee + b.fee);
    expect(await balance('operator_income', ids.operator)).toBe(b.operatorFee);
    expect(await balance('reward_fund')).toBe(-(a.gross + b.gross));
    await expectLedgerBalanced();
  });

  it('writes each reward as a payment with how FPPS computed it, beside its transfer', async () => {
    const rows = await query(
      `SELECT p.type, p.direction, p.status, p.amount, p.pool_day, p.hash_rate, p.rate, p.gross, p.fee_percent, p.fee,
              p.operator_fee, t.key
         FROM payments p JOIN ledger_accounts a ON a.id = p.account_id JOIN ledger_transfers t ON t.id = p.transfer_id
        WHERE a.miner_id IN ($1, $2) ORDER BY p.gross DESC`,
      [ids.a, ids.b],
    );
    const reward = { type: 'reward', direction: 'incoming', status: 'completed', pool_day: day, rate: 50_000 };
    expect(rows).toEqual([
      {
        ...reward,
        amount: a.net,
        hash_rate: a.hashRate,
        gross: a.gross,
        fee_percent: '2.00',
        fee: a.fee,
        operator_fee: 0,
        key: `reward:${ids.a}:${day}`,
      },
      {
        ...reward,
        amount: b.net,
        hash_rate: b.hashRate,
        gross: b.gross,
        fee_percent: '0.90',
        fee: b.fee,
        operator_fee: b.operatorFee,
        key: `reward:${ids.b}:${day}`,
      },
    ]);
  });

  it('shows the pool’s and the operator’s fees of the day as income payments', async () => {
    const income = await query(
      `SELECT a.kind, p.amount, p.pool_day, p.type, p.direction, p.status FROM payments p
         JOIN ledger_accounts a ON a.id = p.account_id
        WHERE a.kind IN ('pool_income', 'operator_income') ORDER BY a.kind`,
    );
    const common = { pool_day: day, type: 'reward', direction: 'incoming', status: 'completed' };
    expect(income).toEqual([
      { kind: 'operator_income', amount: b.operatorFee, ...common },
      { kind: 'pool_income', amount: a.fee + b.fee, ...common },
    ]);
    expect(
      await query(
        'SELECT rate, completed_at IS NOT NULL AS done FROM reward_runs WHERE pool_id = $1 AND pool_day = $2',
        [ids.pool, day],
      ),
    ).toEqual([{ rate: 50_000, done: true }]);
  });

  it('credits nothing on a second run, nor on a rerun after a crash before the run was marked complete', async () => {
    const state = () =>
      Promise.all([
        query('SELECT id, balance FROM ledger_accounts ORDER BY id'),
        query('SELECT id, amount FROM payments ORDER BY id'),
        query('SELECT count(*)::int AS n FROM ledger_transfers'),
      ]);
    const before = await state();
    expect(await new RewardsJob({ db, clock, log }).runDay(ids.pool, day)).toMatchObject({ accounts: 0, gross: 0 });
    await query('UPDATE reward_runs SET completed_at = NULL WHERE pool_day = $1', [day]);
    expect(await new RewardsJob({ db, clock, log }).runDay(ids.pool, day)).toMatchObject({ accounts: 0, gross: 0 });
    expect(await state()).toEqual(before);
    expect(await query('SELECT completed_at IS NOT NULL AS done FROM reward_runs WHERE pool_day = $1', [day])).toEqual([
      { done: true },
    ]);
  });

  it('uses the rate fixed when the day’s run first started, even if the table changes after', async () => {
    await query('UPDATE reward_runs SET completed_at = NULL WHERE pool_day = $1', [day]);
    await query("UPDATE reward_rates SET rate = 1 WHERE date = '2026-11-15'");
    expect(await new RewardsJob({ db, clock, log }).runDay(ids.pool, day)).toMatchObject({ rate: 50_000 });
    await query("UPDATE reward_rates SET rate = 50000 WHERE date = '2026-11-15'");
  });

  it('does not credit a day without a rate in force', async () => {
    await work(ids.a, '2026-11-10', 1e12);
    expect(await new RewardsJob({ db, clock, log }).runDay(ids.pool, '2026-11-10')).toBeNull();
    expect(await query("SELECT * FROM reward_runs WHERE pool_day = '2026-11-10'")).toEqual([]);
  });
});

describe('rewards job: two runs at once on two connections', () => {
  const concurrentDay = '2026-11-17';
  const crowd: { id: string; accepted: number; operator: boolean }[] = [];
  let second: Db;

  beforeAll(async () => {
    second = createDb(createPool(database.url));
    for (let index = 0; index < 23; index += 1) {
      const operator = index % 3 === 0;
      const id = await account(ids.pool, `crowd_${index}`, operator ? ids.operator : null);
      crowd.push({ id, accepted: 1e9 * (index + 1), operator });
      await work(id, concurrentDay, 1e9 * (index + 1));
      if (operator) {
        await query(
          "INSERT INTO fee_schedules (miner_id, kind, percent, start_date) VALUES ($1, 'operator', 7.5, '2026-11-01')",
          [id],
        );
      }
    }
  });

  afterAll(async () => {
    await second.destroy();
  });

  it('credits each account exactly once, whichever run wins each batch', async () => {
    const incomeBefore = {
      pool: await balance('pool_income'),
      operator: await balance('operator_income', ids.operator),
    };
    // Batches of 4, so the two runs interleave over many transactions; run three times over.
    for (let round = 0; round < 3; round += 1) {
      await Promise.all([
        new RewardsJob({ db, clock, log }, 4).runDay(ids.pool, concurrentDay),
        new RewardsJob({ db: second, clock, log }, 4).runDay(ids.pool, concurrentDay),
      ]);
    }
    const sums = crowd.map(({ accepted, operator }) =>
      expected(2n * BigInt(accepted), 50_000n, 90n, operator ? 750n : 0n),
    );
    for (const [index, { id }] of crowd.entries()) expect(await balance('miner', id)).toBe(sums[index]!.net);
    const transfers = await query<{ n: number }>(
      "SELECT count(*)::int AS n FROM ledger_transfers WHERE key LIKE 'reward:%:' || $1",
      [concurrentDay],
    );
    expect(transfers).toEqual([{ n: crowd.length }]);
    const payments = await query<{ n: number }>(
      `SELECT count(*)::int AS n FROM payments p JOIN ledger_accounts a ON a.id = p.account_id
        WHERE a.kind = 'miner' AND p.pool_day = $1`,
      [concurrentDay],
    );
    expect(payments).toEqual([{ n: crowd.length }]);
    const poolFees = sums.reduce((sum, s) => sum + s.fee, 0);
    const operatorFees = sums.reduce((sum, s) => sum + s.operatorFee, 0);
    expect(await balance('pool_income')).toBe(incomeBefore.pool + poolFees);
    expect(await balance('operator_income', ids.operator)).toBe(incomeBefore.operator + operatorFees);
    expect(
      await query(
        `SELECT a.kind, p.amount FROM payments p JOIN ledger_accounts a ON a.id = p.account_id
          WHERE a.kind IN ('pool_income', 'operator_income') AND p.pool_day = $1 ORDER BY a.kind`,
        [concurrentDay],
      ),
    ).toEqual([
      { kind: 'operator_income', amount: operatorFees },
      { kind: 'pool_income', amount: poolFees },
    ]);
    await expectLedgerBalanced();
  });
});

describe('rewards job: 10,000 accounts', () => {
  it('credits them all in batches of 500, balanced', async () => {
    const bigDay = '2026-11-18';
    const poolId = await otherPool('Big');
    await query(
      `WITH m AS (
         INSERT INTO miner_accounts (pool_id, account_name)
         SELECT $1, 'big_' || i FROM generate_series(1, 10000) i RETURNING id
       ), s AS (
         INSERT INTO hashrate_series (kind, pool_id, miner_id) SELECT 'miner', $1, id FROM m RETURNING id
       ), f AS (
         INSERT INTO hashrate_figures (series_id, pool_id, worker, first_share_at)
         SELECT id, $1, false, '2026-11-01' FROM s
       )
       INSERT INTO hashrate_4h (series_id, bucket, accepted, rejected, shares)
       SELECT s.id, $2::date + make_interval(hours => 4 * h), 1e7 + (s.id % 1000) * 12345.678, 0, 1
         FROM s, generate_series(0, 5) h`,
      [poolId, bigDay],
    );
    const started = performance.now();
    const summary = await new RewardsJob({ db, clock, log }).runDay(poolId, bigDay);
    const seconds = (performance.now() - started) / 1000;
    console.info(`rewards job: 10,000 accounts credited in ${seconds.toFixed(2)} s`);
    expect(summary!.accounts).toBe(10_000);
    const [totals] = await query(
      `SELECT sum(p.amount)::bigint AS net, sum(p.gross)::bigint AS gross, sum(p.fee)::bigint AS fees, count(*)::int AS n
         FROM payments p JOIN ledger_accounts a ON a.id = p.account_id WHERE a.kind = 'miner' AND a.pool_id = $1`,
      [poolId],
    );
    expect(totals).toEqual({ net: summary!.net, gross: summary!.gross, fees: summary!.poolFees, n: 10_000 });
    expect(summary!.gross).toBe(summary!.net + summary!.poolFees);
    await expectLedgerBalanced();
  });
});

describe('rewards job: a day whose last 4-hour bucket is still being carried', () => {
  it('credits that bucket from its 20-minute buckets', async () => {
    const carryDay = '2026-11-16';
    const poolId = await otherPool('Carrying');
    const minerId = await account(poolId, 'carrying');
    // 00:00–04:00 carried whole; 20:00–24:00 closed at midnight, but the job has carried
    // its 20-minute buckets up to 23:40 only (each slice carries the last one in its
    // minute): that one is still in its minute rows.
    await query(
      `WITH s AS (SELECT id FROM hashrate_series WHERE kind = 'miner' AND miner_id = $1),
            twenty AS (INSERT INTO hashrate_20m (series_id, bucket, accepted, rejected, shares)
                       SELECT id, $2::date + interval '20 hours' + make_interval(mins => 20 * i), 1e9, 0, 1
                         FROM s, generate_series(0, 10) i),
            minutes AS (INSERT INTO hashrate_1m (series_id, bucket, accepted, rejected, shares)
                        SELECT id, $2::date + interval '23 hours 40 minutes' + make_interval(mins => i), 5e7, 0, 1
                          FROM s, generate_series(0, 19) i)
       INSERT INTO hashrate_4h (series_id, bucket, accepted, rejected, shares)
       SELECT id, $2::date, 5e9, 0, 5 FROM s
       UNION ALL
       SELECT id, $2::date + interval '20 hours', 11e9, 0, 11 FROM s`,
      [minerId, carryDay],
    );
    await query(`UPDATE hashrate_carry SET carried_to = $1::date + interval '23 hours 40 minutes'`, [carryDay]);
    try {
      const summary = await new RewardsJob({ db, clock, log }).runDay(poolId, carryDay);
      expect(summary!.gross).toBe(expected(2n * 17_000_000_000n, 47_000n, 90n).gross);
    } finally {
      await query('UPDATE hashrate_carry SET carried_to = NULL');
      await query('UPDATE hashrate_1m_rollup SET rolled_to = NULL');
    }
  });
});
