import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Share } from '@pool/contract';
import {
  createEmptyDatabase,
  createTestDatabase,
  currentPoolWithOperator,
  migrateBefore,
  resetHashrate,
  type TestDatabase,
} from '../../test/database.js';
import { migrate } from '../../db/migrate.js';
import { IngestRepository, ShareIngestService } from '../share-ingestion/index.js';
import { StatsRefresh } from './stats-refresh.js';
import { minuteRollupLockShared } from '../../db/minute-rollup.js';

/**
 * The roll-up moves its watermark past the closed minute and waits for the batches that read
 * the old one; a later share for a minute below it waits apart (hashrate_1m_late) until the
 * next run folds it into its minute row: every share reaches the minute rows and the
 * figures exactly once, also when a batch that read the old watermark commits while the
 * roll-up runs, or a run dies after moving the watermark.
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

/** The worker's shares in its minute rows, in its figures (15 minutes) and waiting apart. */
async function counted() {
  const series = await workerSeries();
  const { rows } = await sql<{ minutes: number; figures: number; late: number }>`
    SELECT (SELECT coalesce(sum(shares), 0) FROM hashrate_1m WHERE series_id = ${series})::int AS minutes,
           (SELECT shares_15m FROM hashrate_figures WHERE series_id = ${series})::int AS figures,
           (SELECT coalesce(sum(shares), 0) FROM hashrate_1m_late WHERE series_id = ${series})::int AS late`.execute(
    database.db,
  );
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
  it('takes a closed minute once, and a late share for it apart until the next minute', async () => {
    await ingest(['2026-11-20T11:00:10.000Z', '2026-11-20T11:00:20.000Z']);
    now = new Date('2026-11-20T11:01:30.000Z');
    await refresh.run(now);
    expect(await counted()).toEqual({ minutes: 2, figures: 2, late: 0 });
    // A share of 11:00 arriving after that minute was taken, and one of 11:01.
    await ingest(['2026-11-20T11:00:50.000Z', '2026-11-20T11:01:05.000Z']);
    expect(await counted()).toEqual({ minutes: 3, figures: 2, late: 1 });
    now = new Date('2026-11-20T11:02:30.000Z');
    await refresh.run(now);
    expect(await counted()).toEqual({ minutes: 4, figures: 4, late: 0 });
    await refresh.run(now);
    expect(await counted()).toEqual({ minutes: 4, figures: 4, late: 0 });
  });

  it('waits for a batch that read the old watermark, and takes its row', async () => {
    await ingest(['2026-11-20T11:00:10.000Z']);
    now = new Date('2026-11-20T11:01:30.000Z');
    await refresh.run(now);
    const series = await workerSeries();
    // A batch as ingestion writes it (share-ingestion repository writeBatch): the shared
    // lock, then its row of 11:01, at the watermark it read, into the minute rows.
    const sender = await database.pool.connect();
    let run: Promise<unknown> | undefined;
    try {
      await sender.query('BEGIN');
      await sender.query(`SELECT ${minuteRollupLockShared().compile(database.db).sql}`);
      await sender.query(
        `INSERT INTO hashrate_1m (series_id, bucket, accepted, rejected, shares, first_at, last_at)
         VALUES ($1, $2, 1, 0, 1, $2, $2)`,
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
    expect(await counted()).toEqual({ minutes: 2, figures: 2, late: 0 });
  });

  it('leaves the late shares of a run that died after moving its watermark to the next run', async () => {
    await ingest(['2026-11-20T11:00:10.000Z']);
    now = new Date('2026-11-20T11:01:30.000Z');
    await refresh.run(now);
    await ingest(['2026-11-20T11:01:10.000Z']);
    // What a run at 11:03:30 leaves when it dies between its two transactions, and a share
    // of 11:02 that came after it.
    await database.pool.query("UPDATE hashrate_1m_rollup SET rolled_to = '2026-11-20T11:03:00Z'");
    await ingest(['2026-11-20T11:02:10.000Z']);
    expect(await counted()).toEqual({ minutes: 2, figures: 1, late: 1 });
    now = new Date('2026-11-20T11:03:30.000Z');
    await refresh.run(now);
    expect(await counted()).toEqual({ minutes: 3, figures: 3, late: 0 });
    const { rows } = await database.pool.query('SELECT rolled_to FROM hashrate_1m_rollup');
    expect(rows).toEqual([{ rolled_to: new Date('2026-11-20T11:03:00.000Z') }]);
  });

  it('counts the minutes of a run whose figures failed after its roll-up once, with what they gained since', async () => {
    await ingest(['2026-11-20T11:00:10.000Z']);
    now = new Date('2026-11-20T11:01:30.000Z');
    await refresh.run(now);
    await ingest(['2026-11-20T11:01:10.000Z', '2026-11-20T11:01:20.000Z']);
    // The 11:02:30 run takes 11:01, then its figures fail (here: the clock's update).
    await database.pool.query(`
      CREATE FUNCTION refuse_figures() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'figures refused'; END $$;
      CREATE TRIGGER refuse_figures BEFORE UPDATE ON hashrate_figures_clock
        FOR EACH ROW EXECUTE FUNCTION refuse_figures()`);
    now = new Date('2026-11-20T11:02:30.000Z');
    await expect(refresh.run(now)).rejects.toThrow('figures refused');
    await database.pool.query('DROP TRIGGER refuse_figures ON hashrate_figures_clock; DROP FUNCTION refuse_figures()');
    expect(await counted()).toEqual({ minutes: 3, figures: 1, late: 0 });
    // A late share for 11:01, after that minute was taken but not read by the figures.
    await ingest(['2026-11-20T11:01:50.000Z']);
    expect(await counted()).toEqual({ minutes: 3, figures: 1, late: 1 });
    now = new Date('2026-11-20T11:03:30.000Z');
    await refresh.run(now);
    expect(await counted()).toEqual({ minutes: 4, figures: 4, late: 0 });
    // And a late share for 11:02, a minute the figures have read.
    await ingest(['2026-11-20T11:02:40.000Z']);
    now = new Date('2026-11-20T11:04:30.000Z');
    await refresh.run(now);
    expect(await counted()).toEqual({ minutes: 5, figures: 5, late: 0 });
  });

  it('keeps its watermark when the clock is set back, and folds the shares below it in', async () => {
    await ingest(['2026-11-20T11:00:10.000Z']);
    now = new Date('2026-11-20T11:05:30.000Z');
    await refresh.run(now);
    now = new Date('2026-11-20T11:02:30.000Z');
    await ingest(['2026-11-20T11:02:10.000Z']);
    expect(await counted()).toMatchObject({ minutes: 1, late: 1 });
    await refresh.run(now);
    const { rows } = await database.pool.query('SELECT rolled_to FROM hashrate_1m_rollup');
    expect(rows).toEqual([{ rolled_to: new Date('2026-11-20T11:05:00.000Z') }]);
    expect(await counted()).toMatchObject({ minutes: 2, late: 0 });
    // The figures from then on, which read the 11:02 row whole: the share once.
    now = new Date('2026-11-20T11:03:30.000Z');
    await refresh.run(now);
    expect(await counted()).toEqual({ minutes: 2, figures: 2, late: 0 });
  });
});

describe('migration 061', () => {
  let empty: TestDatabase;
  beforeAll(async () => {
    empty = await createEmptyDatabase();
  });
  afterAll(() => empty.drop());

  it('moves what the rows before the watermark gained and the job has not taken into the late gains', async () => {
    await migrateBefore(empty.pool, '061');
    await empty.pool.query("UPDATE hashrate_1m_rollup SET rolled_to = '2026-11-20T11:03:00Z'");
    await empty.pool.query(`
      INSERT INTO hashrate_1m (series_id, bucket, accepted, rejected, shares, rolled_accepted, rolled_rejected,
                               rolled_shares, dirty, first_at, last_at) VALUES
        -- Taken in part, then a late share: 4 difficulty and 2 shares not taken.
        (1, '2026-11-20T11:01:00Z', 10, 1, 5, 6, 1, 3, true, '2026-11-20T11:01:02Z', '2026-11-20T11:01:58Z'),
        -- Taken whole.
        (1, '2026-11-20T11:02:00Z', 2, 0, 1, 2, 0, 1, false, '2026-11-20T11:02:10Z', '2026-11-20T11:02:10Z'),
        -- Before the watermark, left by a run that died before taking it.
        (2, '2026-11-20T11:02:00Z', 7, 2, 3, 0, 0, 0, false, '2026-11-20T11:02:01Z', '2026-11-20T11:02:50Z'),
        -- At the watermark: the next run takes it whole either way.
        (2, '2026-11-20T11:03:00Z', 3, 0, 1, 0, 0, 0, false, '2026-11-20T11:03:20Z', '2026-11-20T11:03:20Z')`);

    expect(await migrate(empty.pool)).toEqual(['backend/61']);
    const { rows: minutes } = await empty.pool.query(
      'SELECT series_id, bucket, accepted, rejected, shares FROM hashrate_1m ORDER BY series_id, bucket',
    );
    expect(minutes).toEqual([
      { series_id: 1, bucket: new Date('2026-11-20T11:01:00Z'), accepted: 6, rejected: 1, shares: 3 },
      { series_id: 1, bucket: new Date('2026-11-20T11:02:00Z'), accepted: 2, rejected: 0, shares: 1 },
      { series_id: 2, bucket: new Date('2026-11-20T11:02:00Z'), accepted: 0, rejected: 0, shares: 0 },
      { series_id: 2, bucket: new Date('2026-11-20T11:03:00Z'), accepted: 3, rejected: 0, shares: 1 },
    ]);
    const { rows: late } = await empty.pool.query(
      'SELECT series_id, bucket, accepted, rejected, shares, first_at, last_at FROM hashrate_1m_late ORDER BY series_id, bucket',
    );
    expect(late).toEqual([
      {
        series_id: 1,
        bucket: new Date('2026-11-20T11:01:00Z'),
        accepted: 4,
        rejected: 0,
        shares: 2,
        first_at: new Date('2026-11-20T11:01:02Z'),
        last_at: new Date('2026-11-20T11:01:58Z'),
      },
      {
        series_id: 2,
        bucket: new Date('2026-11-20T11:02:00Z'),
        accepted: 7,
        rejected: 2,
        shares: 3,
        first_at: new Date('2026-11-20T11:02:01Z'),
        last_at: new Date('2026-11-20T11:02:50Z'),
      },
    ]);
    // The next run folds them back: every row as it stood, nothing left waiting.
    await new StatsRefresh(empty.db, () => new Date('2026-11-20T11:04:30Z')).run();
    const { rows: folded } = await empty.pool.query(
      'SELECT series_id, bucket, accepted, rejected, shares FROM hashrate_1m ORDER BY series_id, bucket',
    );
    expect(folded).toEqual([
      { series_id: 1, bucket: new Date('2026-11-20T11:01:00Z'), accepted: 10, rejected: 1, shares: 5 },
      { series_id: 1, bucket: new Date('2026-11-20T11:02:00Z'), accepted: 2, rejected: 0, shares: 1 },
      { series_id: 2, bucket: new Date('2026-11-20T11:02:00Z'), accepted: 7, rejected: 2, shares: 3 },
      { series_id: 2, bucket: new Date('2026-11-20T11:03:00Z'), accepted: 3, rejected: 0, shares: 1 },
    ]);
    const { rows: left } = await empty.pool.query('SELECT count(*)::int AS n FROM hashrate_1m_late');
    expect(left).toEqual([{ n: 0 }]);
  });
});
