import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Share } from '@pool/contract';
import { createTestDatabase, currentPoolWithOperator, resetHashrate, type TestDatabase } from '../../test/database.js';
import { IngestRepository, ShareIngestService } from '../share-ingestion/index.js';
import { MonitoringRepository } from '../worker-lists/index.js';
import { sumsFromBuckets } from './figures.js';
import { day, hashesPerDifficulty, hour, minute, statsWindows, workerStatus } from '../../domain/hashrate.js';
import { StatsRefresh } from './stats-refresh.js';
import { completeFourHoursBefore, completeTwentyMinutesBefore } from '../../db/bucket-carry.js';

/**
 * The incremental figures against the full recompute: random shares arrive
 * over simulated minutes (on time, late into minutes already rolled up, days late into the
 * coarse buckets), the per-minute job runs after each, and every series' figures and every
 * account's worker counts must equal what a recompute from all the buckets gives.
 * Difficulties are binary fractions, so float sums are exact in any order and the
 * comparison can be exact.
 */

let database: TestDatabase;
let now = new Date('2026-11-20T12:00:30.000Z');
const clock = () => now;
const accounts = ['alpha', 'beta', 'gamma'];

beforeAll(async () => {
  database = await createTestDatabase();
  const { pool } = database;
  const { poolId, operatorId } = await currentPoolWithOperator(pool);
  for (const [index, name] of accounts.entries()) {
    await pool.query('INSERT INTO miner_accounts (pool_id, operator_id, account_name) VALUES ($1, $2, $3)', [
      poolId,
      index === 0 ? operatorId : null,
      name,
    ]);
  }
});
afterAll(() => database.drop());

const reset = () => resetHashrate(database.pool);

/** The figures as the full recompute computed them before rollups: rates straight from every bucket. */
async function recomputedRates(at: Date) {
  const w = statsWindows(at);
  // Whole 4-hour buckets before `whole`, whole 20-minute ones before `complete20`; after
  // each (a bucket still being carried) the finer ones.
  const whole = completeFourHoursBefore(at);
  const complete20 = completeTwentyMinutesBefore(at);
  const seconds = (from: Date) => (w.end.getTime() - from.getTime()) / 1000;
  const rate = (member: string, from: Date) =>
    sql`coalesce(sum(accepted) FILTER (WHERE ${sql.raw(member)}), 0) * ${hashesPerDifficulty}::float8 / ${seconds(from)}::float8`;
  const { rows } = await sql<Record<string, number>>`
    WITH buckets AS (
      SELECT '1m' AS r, series_id, bucket, accepted, rejected FROM hashrate_1m
       WHERE bucket >= least(${w.from1h}, ${complete20}) AND bucket < ${w.end}
      UNION ALL
      SELECT '20m', series_id, bucket, accepted, rejected FROM hashrate_20m
       WHERE bucket >= least(${w.from24h}, ${whole}) AND bucket < ${complete20}
      UNION ALL
      SELECT '4h', series_id, bucket, accepted, rejected FROM hashrate_4h WHERE bucket >= ${w.from30d} AND bucket < ${whole}
    ),
    marked AS (
      SELECT series_id, accepted, rejected,
             r = '1m' AND bucket >= ${w.from15m} AS in15m, r = '1m' AND bucket >= ${w.from1h} AS in1h,
             (r = '20m' AND bucket >= ${w.from24h}) OR (r = '1m' AND bucket >= ${complete20}) AS in24h,
             (r = '4h' AND bucket >= ${w.from1w}) OR (r = '20m' AND bucket >= ${whole})
               OR (r = '1m' AND bucket >= ${complete20}) AS in1w,
             r = '4h' OR (r = '20m' AND bucket >= ${whole}) OR (r = '1m' AND bucket >= ${complete20}) AS in30d
        FROM buckets
    )
    SELECT series_id, ${rate('in15m', w.from15m)} AS hash_rate_15m, ${rate('in1h', w.from1h)} AS hash_rate_1h,
           ${rate('in24h', w.from24h)} AS hash_rate_24h, ${rate('in1w', w.from1w)} AS hash_rate_1w,
           ${rate('in30d', w.from30d)} AS hash_rate_30d,
           coalesce(100 * sum(rejected) FILTER (WHERE in15m) / nullif(sum(accepted + rejected) FILTER (WHERE in15m), 0), 0)
             AS reject_pct_15m
      FROM marked GROUP BY series_id`.execute(database.db);
  return rows;
}

const rateColumns = [
  'hash_rate_15m',
  'hash_rate_1h',
  'hash_rate_24h',
  'hash_rate_1w',
  'hash_rate_30d',
  'reject_pct_15m',
];

/** Every series' stored figures equal the recompute's, and every account's counts the counted ones. */
async function expectSameAsRecompute(at: Date) {
  const { db } = database;
  const zero = Object.fromEntries(rateColumns.map((column) => [column, 0]));
  const series = await db
    .selectFrom('hashrate_series')
    .select(['id', 'kind', 'pool_id', 'operator_id', 'miner_id'])
    .execute();
  const oracle = new Map((await recomputedRates(at)).map(({ series_id, ...rates }) => [Number(series_id), rates]));
  const stored = new Map(
    (await db.selectFrom('hashrate_stats').selectAll().execute()).map((row) => [
      row.series_id,
      Object.fromEntries(rateColumns.map((column) => [column, row[column as keyof typeof row]])),
    ]),
  );
  const sums = new Map((await sumsFromBuckets(at).execute(db)).rows.map((row) => [Number(row.series_id), row]));
  const storedSums = new Map(
    (await db.selectFrom('hashrate_figures').selectAll().execute()).map((row) => [row.series_id, row]),
  );
  for (const { id } of series) {
    expect(stored.get(id) ?? zero, `figures of series ${id}`).toEqual(oracle.get(id) ?? zero);
    const expected = sums.get(id);
    const actual = storedSums.get(id);
    for (const window of ['15m', '1h', '24h', '1w', '30d']) {
      expect(Number(actual?.[`shares_${window}` as 'shares_1h'] ?? 0), `shares ${window} of ${id}`).toBe(
        Number(expected?.[`shares_${window}` as 'shares_1h'] ?? 0),
      );
    }
  }
  const repository = new MonitoringRepository(db);
  const counted = await db.selectFrom('worker_status_counts').selectAll().execute();
  for (const account of series.filter((row) => row.kind !== 'worker')) {
    const scope = {
      kind: account.kind as 'pool' | 'operator' | 'miner',
      id: account.miner_id ?? account.operator_id ?? account.pool_id,
    };
    const row = counted.find((entry) => entry.series_id === account.id);
    const { stable, unavailable, off, removed } = row ?? { stable: 0, unavailable: 0, off: 0, removed: 0 };
    expect({ stable, unavailable, off, removed }, `counts of ${scope.kind} ${scope.id}`).toEqual(
      await repository.countStatuses(scope, at),
    );
  }
}

const difficulties = [0.25, 1, 2.5, 1024, 65536];
const shareArbitrary = fc.record({
  account: fc.nat(accounts.length - 1),
  worker: fc.nat(3),
  difficulty: fc.constantFrom(...difficulties),
  accepted: fc.boolean(),
  // Mostly this minute; some into minutes already rolled up; some hours or days late,
  // many of those near where the 24-hour, 7-day and 30-day windows start.
  age: fc.oneof(
    { weight: 6, arbitrary: fc.integer({ min: 0, max: 2 * minute }) },
    { weight: 3, arbitrary: fc.integer({ min: 2 * minute, max: 2 * 60 * minute }) },
    { weight: 2, arbitrary: fc.integer({ min: 3 * hour, max: 26 * hour }) },
    { weight: 1, arbitrary: fc.integer({ min: 7 * day - 12 * hour, max: 7 * day + 4 * hour }) },
    { weight: 1, arbitrary: fc.integer({ min: 30 * day - 12 * hour, max: 30 * day + 4 * hour }) },
    { weight: 1, arbitrary: fc.integer({ min: 3 * hour, max: 40 * day }) },
  ),
});
type ShareDraw = typeof shareArbitrary extends fc.Arbitrary<infer T> ? T : never;

const stepArbitrary = fc.record({
  // Minutes to the next run: mostly the next minute, sometimes across 20-minute and 4-hour
  // edges, now and then a gap long enough that the job recomputes everything.
  minutes: fc.oneof(
    { weight: 6, arbitrary: fc.integer({ min: 1, max: 3 }) },
    { weight: 3, arbitrary: fc.integer({ min: 4, max: 90 }) },
    { weight: 1, arbitrary: fc.integer({ min: 91, max: 600 }) },
  ),
  shares: fc.array(shareArbitrary, { maxLength: 40 }),
});

function toShares(shares: ShareDraw[], at: Date): Share[] {
  return shares.map((share) => ({
    worker: `${accounts[share.account]}.rig${share.worker}`,
    difficulty: share.difficulty,
    accepted: share.accepted,
    time: new Date(at.getTime() - share.age).toISOString(),
  }));
}

describe('the incremental figures', () => {
  it('equal the full recompute after every run, whatever shares arrive when', { timeout: 240_000 }, async () => {
    let batch = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 24 * 60 }),
        fc.array(stepArbitrary, { minLength: 2, maxLength: 12 }),
        async (startMinute, steps) => {
          await reset();
          const service = new ShareIngestService(new IngestRepository(database.db), clock);
          const refresh = new StatsRefresh(database.db, clock);
          now = new Date(Date.UTC(2026, 10, 20) + startMinute * minute + 30_000);
          for (const step of steps) {
            if (step.shares.length > 0) {
              await service.ingest({ batch_id: `figures-${(batch += 1)}`, shares: toShares(step.shares, now) });
            }
            now = new Date(now.getTime() + step.minutes * minute);
            expect(await refresh.run(now)).not.toBeNull();
            await expectSameAsRecompute(now);
          }
        },
      ),
      { numRuns: 15 },
    );
  });

  it('lose no shares that arrive while the job runs', { timeout: 60_000 }, async () => {
    await reset();
    const service = new ShareIngestService(new IngestRepository(database.db), clock);
    const refresh = new StatsRefresh(database.db, clock);
    now = new Date('2026-11-20T12:00:30.000Z');
    const shares = (round: number): Share[] =>
      Array.from({ length: 200 }, (_, index) => ({
        worker: `${accounts[index % accounts.length]}.rig${index % 7}`,
        difficulty: 1 + (index % 4),
        accepted: index % 9 !== 0,
        // This minute, the last (which the job is rolling up) and one long rolled up.
        time: new Date(
          now.getTime() - ((index + round) % 3) * 40_000 - (index % 11 === 0 ? 30 * minute : 0),
        ).toISOString(),
      }));
    for (let round = 0; round < 8; round += 1) {
      await Promise.all([
        service.ingest({ batch_id: `during-${round}-a`, shares: shares(round) }),
        refresh.run(now),
        service.ingest({ batch_id: `during-${round}-b`, shares: shares(round + 1) }),
      ]);
      now = new Date(now.getTime() + minute);
    }
    await refresh.run(now);
    await expectSameAsRecompute(now);
    const total = await database.pool.query<{ shares: string }>(
      `SELECT sum(shares_1h) AS shares FROM hashrate_figures f JOIN hashrate_series s ON s.id = f.series_id WHERE s.kind = 'pool'`,
    );
    expect(Number(total.rows[0]!.shares)).toBe(8 * 2 * 200);
  });
});

describe('the figures across a 4-hour edge', () => {
  it(
    'equal the full recompute while the closed bucket is carried slice by slice, with late shares',
    { timeout: 120_000 },
    async () => {
      await reset();
      const service = new ShareIngestService(new IngestRepository(database.db), clock);
      const refresh = new StatsRefresh(database.db, clock);
      // Rigs enough to put series in most carry slices; shares on time, a minute late, from
      // the last hour (20-minute buckets carried or not) and two days late (straight to the
      // coarse buckets).
      const shares = (at: Date, round: number): Share[] =>
        Array.from({ length: 30 }, (_, index) => ({
          worker: `${accounts[index % accounts.length]}.rig${index % 10}`,
          difficulty: difficulties[(index + round) % difficulties.length]!,
          accepted: (index + round) % 7 !== 0,
          time: new Date(at.getTime() - [0, minute, 37 * minute, 2 * day + hour][(index + round) % 4]!).toISOString(),
        }));
      now = new Date('2026-11-20T11:54:30.000Z');
      for (let round = 0; now < new Date('2026-11-20T12:24:30.000Z'); round += 1) {
        await service.ingest({ batch_id: `edge-${round}`, shares: shares(now, round) });
        now = new Date(now.getTime() + minute);
        expect(await refresh.run(now)).not.toBeNull();
        await expectSameAsRecompute(now);
      }
      // The job stops for hours and comes back 5 minutes after the 16:00 edge: it recomputes
      // every figure while most slices have not carried 15:40–16:00 yet.
      now = new Date('2026-11-20T15:55:30.000Z');
      await service.ingest({ batch_id: 'edge-late', shares: shares(now, 1) });
      now = new Date('2026-11-20T16:05:30.000Z');
      expect(await refresh.run(now)).not.toBeNull();
      await expectSameAsRecompute(now);
      now = new Date(now.getTime() + minute);
      expect(await refresh.run(now)).not.toBeNull();
      await expectSameAsRecompute(now);
    },
  );
});

describe('the figures of a worker whose rejects left the window', () => {
  it('are exactly 0 % rejected, not a float residue below it', { timeout: 60_000 }, async () => {
    await reset();
    const service = new ShareIngestService(new IngestRepository(database.db), clock);
    const refresh = new StatsRefresh(database.db, clock);
    now = new Date('2026-11-20T12:00:30.000Z');
    // Rejected 0.7 then 0.2 in two minutes, added and taken off one run at a time:
    // ((0.7 + 0.2) − 0.7) − 0.2 is −5.55e-17 in floats. Accepted shares every minute keep
    // the window's share count above 0, so the sum is not simply reset to 0.
    for (let step = 0; step < 20; step += 1) {
      const shares: Share[] = [{ worker: 'alpha.rig0', difficulty: 1, accepted: true, time: now.toISOString() }];
      if (step < 2)
        shares.push({ worker: 'alpha.rig0', difficulty: [0.7, 0.2][step]!, accepted: false, time: now.toISOString() });
      await service.ingest({ batch_id: `residue-${step}`, shares });
      now = new Date(now.getTime() + minute);
      await refresh.run(now);
    }
    const { rows } = await sql<{ rejected_15m: number; shares_15m: string; reject_pct_15m: number }>`
      SELECT f.rejected_15m, f.shares_15m, st.reject_pct_15m
        FROM hashrate_figures f JOIN hashrate_stats st USING (series_id) JOIN hashrate_series s ON s.id = f.series_id
       WHERE s.kind = 'worker'`.execute(database.db);
    expect(rows).toHaveLength(1);
    expect(Number(rows[0]!.shares_15m)).toBeGreaterThan(0);
    expect(rows[0]!.rejected_15m).toBe(0);
    expect(rows[0]!.reject_pct_15m).toBe(0);
  });
});

describe('the share times', () => {
  /** Each worker's and account's first and last share time, by worker name or account kind. */
  async function shareTimes() {
    const { rows } = await sql<{ name: string; first_share_at: Date | null; last_share_at: Date | null }>`
      SELECT coalesce(m.account_name || '.' || s.worker_name, m.account_name, s.kind::text) AS name,
             f.first_share_at, f.last_share_at
        FROM hashrate_series s JOIN hashrate_figures f ON f.series_id = s.id
        LEFT JOIN miner_accounts m ON m.id = s.miner_id`.execute(database.db);
    return Object.fromEntries(
      rows.map((row) => [row.name, [row.first_share_at?.toISOString(), row.last_share_at?.toISOString()]]),
    );
  }

  it('move with the figures: on time, into a closed minute, days late, and stay put when nothing came', async () => {
    await reset();
    const service = new ShareIngestService(new IngestRepository(database.db), clock);
    const refresh = new StatsRefresh(database.db, clock);
    const share = (worker: string, time: string): Share => ({ worker, difficulty: 1, accepted: true, time });
    now = new Date('2026-11-20T12:00:30.000Z');
    await service.ingest({
      batch_id: 'times-1',
      shares: [
        share('alpha.rig0', '2026-11-20T12:00:10.000Z'),
        share('alpha.rig0', '2026-11-20T12:00:20.500Z'),
        // Only in a minute long closed (40 minutes ago), and two days late (the coarse buckets).
        share('beta.rig1', '2026-11-20T11:20:05.000Z'),
        share('gamma.rig2', '2026-11-18T09:15:00.000Z'),
      ],
    });
    now = new Date('2026-11-20T12:01:30.000Z');
    await refresh.run(now);
    const first = {
      'alpha.rig0': ['2026-11-20T12:00:10.000Z', '2026-11-20T12:00:20.500Z'],
      alpha: ['2026-11-20T12:00:10.000Z', '2026-11-20T12:00:20.500Z'],
      'beta.rig1': ['2026-11-20T11:20:05.000Z', '2026-11-20T11:20:05.000Z'],
      beta: ['2026-11-20T11:20:05.000Z', '2026-11-20T11:20:05.000Z'],
      'gamma.rig2': ['2026-11-18T09:15:00.000Z', '2026-11-18T09:15:00.000Z'],
      gamma: ['2026-11-18T09:15:00.000Z', '2026-11-18T09:15:00.000Z'],
      operator: ['2026-11-20T12:00:10.000Z', '2026-11-20T12:00:20.500Z'],
      pool: ['2026-11-18T09:15:00.000Z', '2026-11-20T12:00:20.500Z'],
    };
    expect(await shareTimes()).toEqual(first);

    // A run without shares rewrites the figures of the series whose minutes left a window,
    // and keeps their times.
    now = new Date('2026-11-20T12:20:30.000Z');
    await refresh.run(now);
    expect(await shareTimes()).toEqual(first);

    // An earlier share days late widens the first time only; one into the closed minute
    // already rolled up moves the last.
    await service.ingest({
      batch_id: 'times-2',
      shares: [share('alpha.rig0', '2026-11-19T10:00:00.000Z'), share('beta.rig1', '2026-11-20T11:20:59.000Z')],
    });
    now = new Date('2026-11-20T12:21:30.000Z');
    await refresh.run(now);
    expect(await shareTimes()).toEqual({
      ...first,
      'alpha.rig0': ['2026-11-19T10:00:00.000Z', '2026-11-20T12:00:20.500Z'],
      alpha: ['2026-11-19T10:00:00.000Z', '2026-11-20T12:00:20.500Z'],
      operator: ['2026-11-19T10:00:00.000Z', '2026-11-20T12:00:20.500Z'],
      'beta.rig1': ['2026-11-20T11:20:05.000Z', '2026-11-20T11:20:59.000Z'],
      beta: ['2026-11-20T11:20:05.000Z', '2026-11-20T11:20:59.000Z'],
    });
  });
});

describe("a pool's worker list", () => {
  it('pages in the order and with the totals of sorting every worker', { timeout: 120_000 }, async () => {
    await reset();
    const service = new ShareIngestService(new IngestRepository(database.db), clock);
    const refresh = new StatsRefresh(database.db, clock);
    now = new Date('2026-11-20T12:00:30.000Z');
    // Workers in every status: shares from now back to ten days ago, some equal in figures.
    const shares: Share[] = Array.from({ length: 24 }, (_, index) => ({
      worker: `${accounts[index % accounts.length]}.rig${index % 8}`,
      difficulty: index % 3 === 0 ? 1 : 2 ** (index % 5),
      accepted: index % 7 !== 0,
      time: new Date(
        now.getTime() - [0, 30 * minute, 2 * day, 9 * day][index % 4]! - (index % 3) * minute,
      ).toISOString(),
    }));
    await service.ingest({ batch_id: 'pool-list-1', shares });
    now = new Date(now.getTime() + minute);
    await refresh.run(now);
    // A worker whose first share is not rolled up yet: no share time, listed, in no status.
    await service.ingest({
      batch_id: 'pool-list-2',
      shares: [{ worker: 'beta.newcomer', difficulty: 1, accepted: true, time: now.toISOString() }],
    });
    const poolId = (await database.pool.query<{ id: string }>('SELECT id FROM pools WHERE is_current')).rows[0]!.id;
    const repository = new MonitoringRepository(database.db);
    const { rows: workers } = await sql<{
      id: number;
      worker_name: string;
      last_share_at: Date | null;
      hash_rate_15m: number;
      hash_rate_1h: number;
      hash_rate_24h: number;
      reject_pct_15m: number;
    }>`SELECT s.id, s.worker_name, f.last_share_at, coalesce(st.hash_rate_15m, 0) AS hash_rate_15m,
              coalesce(st.hash_rate_1h, 0) AS hash_rate_1h, coalesce(st.hash_rate_24h, 0) AS hash_rate_24h,
              coalesce(st.reject_pct_15m, 0) AS reject_pct_15m
         FROM hashrate_series s LEFT JOIN hashrate_stats st ON st.series_id = s.id
         LEFT JOIN hashrate_figures f ON f.series_id = s.id
        WHERE s.kind = 'worker'`.execute(database.db);
    expect(workers.length).toBeGreaterThan(20);
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          sort: fc.constantFrom('worker_name', 'hash_rate_15m', 'hash_rate_1h', 'hash_rate_24h', 'reject_pct_15m'),
          order: fc.constantFrom('asc', 'desc'),
          status: fc.option(fc.constantFrom('stable', 'unavailable', 'off', 'removed'), { nil: undefined }),
          removed: fc.constantFrom('shown', 'hidden'),
          search: fc.option(fc.constantFrom('rig1', 'RIG', 'new'), { nil: undefined }),
          per_page: fc.integer({ min: 1, max: 7 }),
          page: fc.integer({ min: 1, max: 5 }),
        }),
        async (query) => {
          const kept = workers.filter((worker) => {
            const status = worker.last_share_at ? workerStatus(worker.last_share_at, now) : null;
            if (
              query.status ? status !== query.status : query.removed === 'hidden' && (!status || status === 'removed')
            )
              return false;
            return !query.search || worker.worker_name.toLowerCase().includes(query.search.toLowerCase());
          });
          const direction = query.order === 'asc' ? 1 : -1;
          const sorted = [...kept].sort((a, b) => {
            const first =
              query.sort === 'worker_name'
                ? a.worker_name.localeCompare(b.worker_name, 'en')
                : a[query.sort] - b[query.sort];
            return direction * (first || a.id - b.id);
          });
          const start = (query.page - 1) * query.per_page;
          const listed = await repository.listWorkers({ kind: 'pool', id: poolId }, query, now);
          expect(listed.total).toBe(kept.length);
          expect(listed.rows.map((row) => row.id)).toEqual(
            sorted.slice(start, start + query.per_page).map((worker) => worker.id),
          );
        },
      ),
      { numRuns: 150 },
    );
  });
});
