import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Share } from '@pool/contract';
import { createTestDatabase, currentPoolWithOperator, resetHashrate, type TestDatabase } from '../../test/database.js';
import { IngestRepository, ShareIngestService } from '../share-ingestion/index.js';
import { StatsRefresh } from './stats-refresh.js';
import { minuteRollupLockShared } from '../../db/minute-rollup.js';

/**
 * The roll-up takes the minute rows by their minute, below a watermark it moves first, and
 * the rows late shares change after that by their dirty mark: every share is rolled up
 * (what the carry takes into the coarse buckets) and reaches the figures exactly once, also when a batch that read the old
 * watermark commits while the roll-up runs, or a run dies after moving the watermark.
 */

let database: TestDatabase;
let now = new Date('2026-11-20T11:00:30.000Z');
const clock = () => now;
let service: ShareIngestService;
let refresh: StatsRefresh;
let batch = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  const { poolId } = await currentPoolWithOperator(database.pool);
  await database.pool.query("INSERT INTO miner_accounts (pool_id, account_name) VALUES ($1, 'roller')", [poolId]);
  refresh = new StatsRefresh(database.db, clock);
});
afterAll(() => database.drop());
beforeEach(async () => {
  await resetHashrate(database.pool);
  now = new Date('2026-11-20T11:00:30.000Z');
  service = new ShareIngestService(new IngestRepository(database.db), clock);
});

/** One accepted share of difficulty 1 from the account's one worker at each time. */
async function ingest(times: string[]) {
  const shares: Share[] = times.map((time) => ({ worker: 'roller.rig', difficulty: 1, accepted: true, time }));
  await service.ingest({ batch_id: `roll-${(batch += 1)}`, shares });
}

async function workerSeries(): Promise<number> {
  const { rows } = await sql<{ id: string }>`SELECT id FROM hashrate_series WHERE kind = 'worker'`.execute(database.db);
  return Number(rows[0]!.id);
}

/** The worker's shares rolled up, in its figures (15 minutes) and left to roll up. */
async function counted() {
  const series = await workerSeries();
  const { rows } = await sql<{ rolled: number; figures: number; unrolled: number; dirty: number }>`
    SELECT (SELECT coalesce(sum(rolled_shares), 0) FROM hashrate_1m WHERE series_id = ${series})::int AS rolled,
           (SELECT shares_15m FROM hashrate_figures WHERE series_id = ${series})::int AS figures,
           (SELECT coalesce(sum(shares - rolled_shares), 0) FROM hashrate_1m WHERE series_id = ${series})::int AS unrolled,
           (SELECT count(*) FROM hashrate_1m WHERE series_id = ${series} AND dirty)::int AS dirty`.execute(database.db);
  return rows[0]!;
}

/**
 * Resolves once the job has looked for the batches holding the roll-up's lock (its last
 * query, which pg_stat_activity keeps while it waits between looks): an event, not a time.
 */
async function waitUntilTheJobWatchesTheBatches(): Promise<void> {
  for (;;) {
    const { rows } = await database.pool.query(
      // The pattern is put together so that this query's own text does not match it.
      "SELECT 1 FROM pg_stat_activity WHERE query LIKE '%' || 'array_agg(virtual' || 'transaction)' || '%'",
    );
    if (rows.length > 0) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('the minute roll-up', () => {
  it('takes a closed minute once, and a late share for it as a dirty row the next minute', async () => {
    await ingest(['2026-11-20T11:00:10.000Z', '2026-11-20T11:00:20.000Z']);
    now = new Date('2026-11-20T11:01:30.000Z');
    await refresh.run(now);
    expect(await counted()).toEqual({ rolled: 2, figures: 2, unrolled: 0, dirty: 0 });
    // A share of 11:00 arriving after that minute was rolled up, and one of 11:01.
    await ingest(['2026-11-20T11:00:50.000Z', '2026-11-20T11:01:05.000Z']);
    expect(await counted()).toEqual({ rolled: 2, figures: 2, unrolled: 2, dirty: 1 });
    now = new Date('2026-11-20T11:02:30.000Z');
    await refresh.run(now);
    expect(await counted()).toEqual({ rolled: 4, figures: 4, unrolled: 0, dirty: 0 });
    await refresh.run(now);
    expect(await counted()).toEqual({ rolled: 4, figures: 4, unrolled: 0, dirty: 0 });
  });

  it('waits for a batch that read the old watermark, and takes its row', async () => {
    await ingest(['2026-11-20T11:00:10.000Z']);
    now = new Date('2026-11-20T11:01:30.000Z');
    await refresh.run(now);
    const series = await workerSeries();
    // A batch as ingestion writes it (share-ingestion repository writeBatch): the shared
    // lock, then its row marked dirty only below the watermark it reads (11:01: not dirty).
    const sender = await database.pool.connect();
    let run: Promise<unknown> | undefined;
    try {
      await sender.query('BEGIN');
      await sender.query(`SELECT ${minuteRollupLockShared().compile(database.db).sql}`);
      await sender.query(
        `INSERT INTO hashrate_1m (series_id, bucket, accepted, rejected, shares, first_at, last_at, dirty)
         SELECT $1, $2::timestamptz, 1, 0, 1, $2::timestamptz, $2::timestamptz,
                $2::timestamptz < (SELECT rolled_to FROM hashrate_1m_rollup)`,
        [series, '2026-11-20T11:01:00.000Z'],
      );
      now = new Date('2026-11-20T11:02:30.000Z');
      run = refresh.run(now);
      await waitUntilTheJobWatchesTheBatches();
      await sender.query('COMMIT');
    } finally {
      sender.release();
    }
    expect(await run).not.toBeNull();
    expect(await counted()).toEqual({ rolled: 2, figures: 2, unrolled: 0, dirty: 0 });
  });

  it('leaves the minutes of a run that died after moving its watermark to the next run', async () => {
    await ingest(['2026-11-20T11:00:10.000Z']);
    now = new Date('2026-11-20T11:01:30.000Z');
    await refresh.run(now);
    await ingest(['2026-11-20T11:01:10.000Z', '2026-11-20T11:02:10.000Z']);
    // What a run at 11:03:30 leaves when it dies between its two transactions.
    await database.pool.query(
      "UPDATE hashrate_1m_rollup SET unrolled_from = '2026-11-20T11:01:00Z', rolled_to = '2026-11-20T11:03:00Z'",
    );
    now = new Date('2026-11-20T11:03:30.000Z');
    await refresh.run(now);
    expect(await counted()).toEqual({ rolled: 3, figures: 3, unrolled: 0, dirty: 0 });
    const { rows } = await database.pool.query('SELECT rolled_to, unrolled_from FROM hashrate_1m_rollup');
    expect(rows).toEqual([{ rolled_to: new Date('2026-11-20T11:03:00.000Z'), unrolled_from: null }]);
  });

  it('counts the minutes of a run whose figures failed after its roll-up once, with what they gained since', async () => {
    await ingest(['2026-11-20T11:00:10.000Z']);
    now = new Date('2026-11-20T11:01:30.000Z');
    await refresh.run(now);
    await ingest(['2026-11-20T11:01:10.000Z', '2026-11-20T11:01:20.000Z']);
    // The 11:02:30 run rolls 11:01 up, then its figures fail (here: the clock's update).
    await database.pool.query(`
      CREATE FUNCTION refuse_figures() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'figures refused'; END $$;
      CREATE TRIGGER refuse_figures BEFORE UPDATE ON hashrate_figures_clock
        FOR EACH ROW EXECUTE FUNCTION refuse_figures()`);
    now = new Date('2026-11-20T11:02:30.000Z');
    await expect(refresh.run(now)).rejects.toThrow('figures refused');
    await database.pool.query('DROP TRIGGER refuse_figures ON hashrate_figures_clock; DROP FUNCTION refuse_figures()');
    expect(await counted()).toEqual({ rolled: 3, figures: 1, unrolled: 0, dirty: 0 });
    // A late share for 11:01, after that minute was rolled up but not read by the figures.
    await ingest(['2026-11-20T11:01:50.000Z']);
    now = new Date('2026-11-20T11:03:30.000Z');
    await refresh.run(now);
    expect(await counted()).toEqual({ rolled: 4, figures: 4, unrolled: 0, dirty: 0 });
    // And a late share for 11:02, a minute the figures have read.
    await ingest(['2026-11-20T11:02:40.000Z']);
    now = new Date('2026-11-20T11:04:30.000Z');
    await refresh.run(now);
    expect(await counted()).toEqual({ rolled: 5, figures: 5, unrolled: 0, dirty: 0 });
  });

  it('keeps its watermark when the clock is set back, and takes the minutes below it by their dirty mark', async () => {
    await ingest(['2026-11-20T11:00:10.000Z']);
    now = new Date('2026-11-20T11:05:30.000Z');
    await refresh.run(now);
    now = new Date('2026-11-20T11:02:30.000Z');
    await ingest(['2026-11-20T11:02:10.000Z']);
    expect(await counted()).toMatchObject({ unrolled: 1, dirty: 1 });
    await refresh.run(now);
    const { rows } = await database.pool.query('SELECT rolled_to FROM hashrate_1m_rollup');
    expect(rows).toEqual([{ rolled_to: new Date('2026-11-20T11:05:00.000Z') }]);
    expect(await counted()).toMatchObject({ rolled: 2, unrolled: 0, dirty: 0 });
  });
});
