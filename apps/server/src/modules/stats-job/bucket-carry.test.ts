import { sql, type SqlBool } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Share } from '@pool/contract';
import { createTestDatabase, currentPoolWithOperator, resetHashrate, type TestDatabase } from '../../test/database.js';
import { ChartsRepository } from '../charts/index.js';
import { MonitoringRepository } from '../worker-lists/index.js';
import { IngestRepository, ShareIngestService } from '../share-ingestion/index.js';
import { hashRate, minute } from '../../domain/hashrate.js';
import { carryTarget, StatsRefresh } from './stats-refresh.js';
import { carrySlices, carrySliceOf, fourHourBucketsOf, twentyMinuteBucketsOf } from '../../db/bucket-carry.js';

/**
 * The 20-minute and 4-hour buckets are filled from closed minute rows one slice of the
 * series a minute, not from every minute row each minute: each closed 20-minute bucket
 * reaches both tables exactly once, whether it closes on time, gains a late minute row or
 * a late batch after it was carried, or the job stops between carrying and moving its
 * watermark; readers take a bucket not yet carried from its minute rows.
 */

let database: TestDatabase;
let now = new Date('2026-11-20T11:00:30.000Z');
const clock = () => now;
let service: ShareIngestService;
let refresh: StatsRefresh;

beforeAll(async () => {
  database = await createTestDatabase();
  const { poolId } = await currentPoolWithOperator(database.pool);
  await database.pool.query("INSERT INTO miner_accounts (pool_id, account_name) VALUES ($1, 'carrier')", [poolId]);
  refresh = new StatsRefresh(database.db, clock);
});
afterAll(() => database.drop());
beforeEach(async () => {
  await resetHashrate(database.pool);
  now = new Date('2026-11-20T11:00:30.000Z');
  // A new service each time: it remembers the series of the accounts it has seen.
  service = new ShareIngestService(new IngestRepository(database.db), clock);
});

let batch = 0;
/** Workers enough for every carry slice to hold some series. */
const fleet = Array.from({ length: 2 * carrySlices }, (_, index) => `carrier.rig${index}`);

/** One accepted share of difficulty 1 per time from each worker (by default the account's one worker). */
async function ingest(times: Date[], workers = ['carrier.rig']) {
  const shares: Share[] = workers.flatMap((worker) =>
    times.map((time) => ({ worker, difficulty: 1, accepted: true, time: time.toISOString() })),
  );
  await service.ingest({ batch_id: `carry-${(batch += 1)}`, shares });
}

/** Runs the job once a minute up to `until`, a share from each worker arriving in each minute. */
async function minutesUntil(until: Date, workers?: string[]) {
  while (now < until) {
    await ingest([now], workers);
    now = new Date(now.getTime() + minute);
    expect(await refresh.run(now)).not.toBeNull();
  }
}

/** Every series' 4-hour buckets against the 20-minute buckets carried into them. */
async function expectFourHoursFromTwentyMinutes() {
  const { rows } = await sql<{ series_id: number; bucket: Date; four: number; twenty: number }>`
    WITH twenty AS (
      SELECT series_id, date_bin('4 hours', bucket, TIMESTAMPTZ 'epoch') AS bucket, sum(shares)::int AS shares
        FROM hashrate_20m t JOIN hashrate_carry c ON c.slice = ${carrySliceOf(sql.ref('t.series_id'))}
       WHERE bucket < c.carried_to GROUP BY 1, 2
    )
    SELECT series_id, bucket, coalesce(h.shares, 0) AS four, coalesce(t.shares, 0) AS twenty
      FROM hashrate_4h h FULL JOIN twenty t USING (series_id, bucket)`.execute(database.db);
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect(row.four, `series ${row.series_id} at ${row.bucket.toISOString()}`).toBe(row.twenty);
}

/**
 * Every carried 20-minute bucket whose minute rows are still kept against them (`direct`:
 * buckets that also hold shares too old for minute rows, left out), and no 20-minute row
 * yet where a slice has not carried its bucket.
 */
async function expectTwentyMinutesFromMinutes(direct: Date[] = []) {
  const { rows } = await sql<{
    series_id: number;
    bucket: Date;
    twenty: number;
    minutes: number | null;
    carried: boolean;
  }>`
    WITH minutes AS (
      SELECT series_id, date_bin('20 minutes', bucket, TIMESTAMPTZ 'epoch') AS bucket, sum(shares)::int AS shares
        FROM hashrate_1m GROUP BY 1, 2
    )
    SELECT series_id, bucket, coalesce(t.shares, 0) AS twenty, m.shares AS minutes,
           bucket < c.carried_to AS carried
      FROM hashrate_20m t FULL JOIN minutes m USING (series_id, bucket)
      JOIN hashrate_carry c ON c.slice = ${carrySliceOf(sql.ref('series_id'))}
     WHERE NOT bucket = ANY(${direct}::timestamptz[])`.execute(database.db);
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    const at = `series ${row.series_id} at ${row.bucket.toISOString()}`;
    if (!row.carried) expect(row.twenty, at).toBe(0);
    else if (row.minutes !== null) expect(row.twenty, at).toBe(row.minutes);
  }
}

async function poolSeries(): Promise<number> {
  const { rows } = await sql<{ id: number }>`SELECT id FROM hashrate_series WHERE kind = 'pool'`.execute(database.db);
  return Number(rows[0]!.id);
}

/** Each slice's watermark, by slice. */
async function watermarks(): Promise<(Date | null)[]> {
  const rows = await database.db.selectFrom('hashrate_carry').select('carried_to').orderBy('slice').execute();
  return rows.map((row) => row.carried_to);
}

async function fourHourShares(seriesId: number, bucket: Date): Promise<number> {
  const row = await database.db
    .selectFrom('hashrate_4h')
    .select('shares')
    .where('series_id', '=', seriesId)
    .where('bucket', '=', bucket)
    .executeTakeFirst();
  return row?.shares ?? 0;
}

async function poolShares(table: 'hashrate_4h' | 'hashrate_20m', bucket: Date): Promise<number> {
  const { rows } = await sql<{ shares: number }>`
    SELECT coalesce(sum(b.shares), 0)::int AS shares FROM ${sql.table(table)} b
      JOIN hashrate_series s ON s.id = b.series_id WHERE s.kind = 'pool' AND b.bucket = ${bucket}`.execute(database.db);
  return rows[0]!.shares;
}

describe('the 20-minute and 4-hour buckets', () => {
  it('hold each closed 20-minute bucket once, across a 4-hour edge, and the charts show the closed buckets whole', async () => {
    await minutesUntil(new Date('2026-11-20T12:20:30.000Z'));
    await expectFourHoursFromTwentyMinutes();
    await expectTwentyMinutesFromMinutes();
    // 11:00–11:59: a share a minute, the bucket closed at 12:00 and every slice has carried it.
    expect(await poolShares('hashrate_4h', new Date('2026-11-20T08:00:00.000Z'))).toBe(60);
    // A 20-minute bucket reaches both tables in its slice's minute after it closed.
    const id = await poolSeries();
    expect(await poolShares('hashrate_4h', new Date('2026-11-20T12:00:00.000Z'))).toBe(id % carrySlices === 0 ? 20 : 0);
    expect(await poolShares('hashrate_20m', new Date('2026-11-20T12:00:00.000Z'))).toBe(
      id % carrySlices === 0 ? 20 : 0,
    );

    // A second run at the same time carries nothing again.
    expect(await refresh.run(now)).not.toBeNull();
    expect(await poolShares('hashrate_4h', new Date('2026-11-20T08:00:00.000Z'))).toBe(60);

    const charts = new ChartsRepository(database.db);
    const points = await charts.chart([id], 'P1W', now);
    expect(points.at(-1)).toMatchObject({
      time: new Date('2026-11-20T08:00:00.000Z'),
      hash_rate: hashRate(60, 4 * 3600),
    });
    // The day's chart ends with the 20-minute bucket closed at 12:20, carried or not.
    expect((await charts.chart([id], 'P1D', now)).at(-1)).toMatchObject({
      time: new Date('2026-11-20T12:00:00.000Z'),
      hash_rate: hashRate(20, 20 * 60),
    });
    // The week's average reads the open bucket from the 20-minute and 1-minute buckets.
    const { sums } = await charts.periodSums([id], 'P1W', now);
    expect(sums.get(id)?.accepted).toBe(80);
  });

  it('are carried one slice a minute, each slice once, none skipped', async () => {
    now = new Date('2026-11-20T11:50:30.000Z');
    // As a job running every minute left them.
    await sql`UPDATE hashrate_carry SET carried_to = (${Array.from({ length: carrySlices }, (_, slice) =>
      carryTarget(slice, now),
    )}::timestamptz[])[slice + 1]`.execute(database.db);
    await ingest([now], fleet);
    now = new Date(now.getTime() + minute);
    await refresh.run(now);
    const { rows } = await sql<{ slice: number }>`
      SELECT DISTINCT ${carrySliceOf(sql.ref('id'))} AS slice FROM hashrate_series`.execute(database.db);
    expect(rows).toHaveLength(carrySlices);
    let before = await watermarks();
    // To the minute the last slice carries 12:20–12:40.
    while (now < new Date('2026-11-20T12:59:30.000Z')) {
      await ingest([now], fleet);
      now = new Date(now.getTime() + minute);
      expect(await refresh.run(now)).not.toBeNull();
      const after = await watermarks();
      expect(after).toEqual(after.map((_, slice) => carryTarget(slice, now)));
      // At most one slice moved: no minute carries every series.
      expect(after.filter((at, slice) => at?.getTime() !== before[slice]?.getTime()).length).toBeLessThanOrEqual(1);
      // From 12:00 on slice 0 has carried the shares' first 20-minute bucket.
      if (now > new Date('2026-11-20T12:00:00.000Z')) {
        await expectFourHoursFromTwentyMinutes();
        await expectTwentyMinutesFromMinutes();
      }
      before = after;
    }
    // 08:00–12:00 holds 11:50–11:59 of every worker, 12:00–12:40 carried whole.
    expect(await poolShares('hashrate_4h', new Date('2026-11-20T08:00:00.000Z'))).toBe(10 * fleet.length);
    expect(await poolShares('hashrate_4h', new Date('2026-11-20T12:00:00.000Z'))).toBe(40 * fleet.length);
  });

  it('are read whole by the charts and the workers export while the closed buckets are still being carried', async () => {
    // A share a minute 11:00–12:02 from each worker; slices 0 to 3 have carried 11:40–12:00, the others not yet.
    await minutesUntil(new Date('2026-11-20T12:03:30.000Z'), fleet);
    const charts = new ChartsRepository(database.db);
    const monitoring = new MonitoringRepository(database.db);
    const [closed, open, end] = ['08:00', '12:00', '16:00'].map((time) => new Date(`2026-11-20T${time}:00.000Z`));
    const { rows } = await sql<{ id: number }>`SELECT id FROM hashrate_series WHERE kind = 'worker'`.execute(
      database.db,
    );
    const ids = rows.map((row) => Number(row.id)).filter((id) => id % carrySlices > 3);
    expect(ids.length).toBeGreaterThan(fleet.length / 2);
    for (const id of ids) {
      expect(await fourHourShares(id, closed!), `series ${id}`).toBe(40);
      const points = await charts.chart([id], 'P1W', now);
      expect(points.at(-1), `series ${id}`).toMatchObject({ time: closed, hash_rate: hashRate(60, 4 * 3600) });
      expect((await charts.chart([id], 'P1D', now)).at(-1), `series ${id}`).toMatchObject({
        time: new Date('2026-11-20T11:40:00.000Z'),
        hash_rate: hashRate(20, 20 * 60),
      });
      for (const period of ['P1D', 'P30D'] as const) {
        expect((await charts.periodSums([id], period, now)).sums.get(id)?.accepted, `series ${id} ${period}`).toBe(63);
      }
      const { sums } = await charts.periodSums([id], 'P1W', now);
      expect(sums.get(id)?.accepted, `series ${id}`).toBe(63);
      // From the closed bucket's start, and from the open one's: nothing of the closed one.
      expect((await monitoring.sumsBetween([id], closed!, end!, now)).sums.get(id)?.accepted, `series ${id}`).toBe(63);
      expect((await monitoring.sumsBetween([id], open!, end!, now)).sums.get(id)?.accepted, `series ${id}`).toBe(3);
    }
  });

  it('are read with a late share once, before and after the job folds it in, one row per 4-hour bucket', async () => {
    // A share a minute 11:00–12:19; at 12:20:30 every slice has carried 11:40–12:00, so the
    // 4-hour bucket of 08:00 is complete and 12:00–12:20 is read from its minute rows.
    await minutesUntil(new Date('2026-11-20T12:20:30.000Z'));
    // Late, for minutes the job has taken: one in the complete buckets, one in the open ones.
    await ingest([new Date('2026-11-20T11:30:10.000Z'), new Date('2026-11-20T12:10:10.000Z')]);
    const inSeries = sql<SqlBool>`series_id = ${await poolSeries()}`;
    const [from, to] = [new Date('2026-11-20T08:00:00.000Z'), new Date('2026-11-20T16:00:00.000Z')];
    const read = async () => {
      const { rows: twenty } = await sql<{ bucket: string; shares: number }>`
        SELECT to_char(bucket AT TIME ZONE 'UTC', 'HH24:MI') AS bucket, sum(shares)::int AS shares
          FROM ${twentyMinuteBucketsOf(inSeries, from, to, now)} AS b GROUP BY 1 ORDER BY 1`.execute(database.db);
      const { rows: four } = await sql<{ bucket: string; shares: number }>`
        SELECT to_char(bucket AT TIME ZONE 'UTC', 'HH24:MI') AS bucket, shares::int AS shares
          FROM ${fourHourBucketsOf(inSeries, from, to, now)} AS b ORDER BY 1`.execute(database.db);
      return { twenty, four };
    };
    const expected = {
      twenty: [
        { bucket: '11:00', shares: 20 },
        { bucket: '11:20', shares: 21 },
        { bucket: '11:40', shares: 20 },
        { bucket: '12:00', shares: 21 },
      ],
      four: [
        { bucket: '08:00', shares: 61 },
        { bucket: '12:00', shares: 21 },
      ],
    };
    expect(await read()).toEqual(expected);
    now = new Date('2026-11-20T12:21:30.000Z');
    await refresh.run(now);
    const { rows: waiting } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM hashrate_1m_late`.execute(
      database.db,
    );
    expect(waiting).toEqual([{ n: 0 }]);
    expect(await read()).toEqual(expected);
    await expectFourHoursFromTwentyMinutes();
  });

  it('get late minute rows and late batches once, before and after their 20-minute bucket was carried', async () => {
    await minutesUntil(new Date('2026-11-20T11:45:30.000Z'));
    // Into minute rows of buckets already carried (11:20–11:40) and not yet (11:40–12:00).
    await ingest([new Date('2026-11-20T11:25:10.000Z'), new Date('2026-11-20T11:41:10.000Z')]);
    // Too old for minute rows: straight to the 20-minute and 4-hour buckets.
    const direct = ['07:40', '08:00', '12:00'].map((time) => new Date(`2026-11-20T${time}:00.000Z`));
    await ingest([new Date('2026-11-20T08:10:00.000Z'), new Date('2026-11-20T07:50:00.000Z')]);
    await expectFourHoursFromTwentyMinutes();
    now = new Date('2026-11-20T11:46:30.000Z');
    await refresh.run(now);
    await expectFourHoursFromTwentyMinutes();
    await expectTwentyMinutesFromMinutes(direct);
    // The job stops for hours: a late batch, too old for minute rows, lands in a 20-minute
    // bucket not carried yet, which the carry then brings from its minute rows: both add up.
    now = new Date('2026-11-20T15:10:30.000Z');
    await ingest([new Date('2026-11-20T12:05:00.000Z')]);
    await refresh.run(now);
    await expectFourHoursFromTwentyMinutes();
    await expectTwentyMinutesFromMinutes(direct);
    expect(await poolShares('hashrate_4h', new Date('2026-11-20T08:00:00.000Z'))).toBe(45 + 2 + 1);
    expect(await poolShares('hashrate_4h', new Date('2026-11-20T12:00:00.000Z'))).toBe(1);
    expect(await poolShares('hashrate_4h', new Date('2026-11-20T04:00:00.000Z'))).toBe(1);
  });

  it('get a late batch once when it commits while the job carries its 20-minute bucket', async () => {
    await minutesUntil(new Date('2026-11-20T11:05:30.000Z'));
    // The job stops for hours; a batch for a 20-minute bucket it has not carried yet is
    // held at that bucket's row (inserted, not yet committed, by another transaction), after
    // it has taken the watermark shared.
    now = new Date('2026-11-20T15:10:30.000Z');
    const { pool } = database;
    const blocker = await pool.connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query(
        `INSERT INTO hashrate_20m (series_id, bucket, accepted, rejected, shares)
         SELECT id, '2026-11-20T12:00:00Z', 0, 0, 0 FROM hashrate_series WHERE kind = 'pool'`,
      );
      const waiting = async (count: number) => {
        const { rows } = await pool.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`,
        );
        expect(rows[0]!.n).toBe(count);
      };
      const late = ingest([new Date('2026-11-20T12:05:00.000Z')]);
      await vi.waitFor(() => waiting(1), { timeout: 30_000 });
      // The job runs meanwhile and waits on the batch (for the slices' watermarks); then
      // the batch commits.
      let ended = false;
      const run = refresh.run(now).finally(() => {
        ended = true;
      });
      await vi.waitFor(
        async () => {
          if (!ended) await waiting(2);
        },
        { timeout: 30_000 },
      );
      await blocker.query('ROLLBACK');
      await Promise.all([late, run]);
    } finally {
      blocker.release();
    }
    await expectFourHoursFromTwentyMinutes();
    expect(await poolShares('hashrate_4h', new Date('2026-11-20T12:00:00.000Z'))).toBe(1);
  });

  it('are not added to twice when the job stops between carrying and moving its watermark', async () => {
    await minutesUntil(new Date('2026-11-20T11:39:30.000Z'));
    await ingest([now]);
    // Late: every slice is due, the bucket closed at 11:40 and, for slice 0, the one at 12:00.
    now = new Date('2026-11-20T12:00:30.000Z');
    await database.pool.query(`
      CREATE FUNCTION fail_carry() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'the job stops here'; END $$;
      CREATE TRIGGER fail_carry BEFORE UPDATE ON hashrate_carry FOR EACH ROW EXECUTE FUNCTION fail_carry()`);
    try {
      await expect(refresh.run(now)).rejects.toThrow('the job stops here');
    } finally {
      await database.pool.query('DROP TRIGGER fail_carry ON hashrate_carry; DROP FUNCTION fail_carry()');
    }
    expect(await watermarks()).toEqual(Array(carrySlices).fill(new Date('2026-11-20T11:20:00.000Z')));
    await refresh.run(now);
    await expectFourHoursFromTwentyMinutes();
    expect(await poolShares('hashrate_4h', new Date('2026-11-20T08:00:00.000Z'))).toBe(40);
    await expectTwentyMinutesFromMinutes();
    expect(await watermarks()).toEqual(Array.from({ length: carrySlices }, (_, slice) => carryTarget(slice, now)));
  });
});
