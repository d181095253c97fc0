import { sql, type RawBuilder } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { recountStatuses } from '../worker-lists/index.js';
import { refreshFigures } from './figures.js';
import { floorTo, minute } from '../../domain/hashrate.js';
import { dropExpired } from './retention.js';

/**
 * Rolls the minute buckets up; brings the table figures (15m, 1h, 24h, 1w, 30d, rejects)
 * and the share times to `now` for the series that changed (figures.ts), and the status
 * counts with them; and drops buckets past their retention. The figures depend only on
 * the buckets and `now`, so running it twice gives the same figures.
 */
export class StatsRefresh {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /**
   * One run at a time across instances (a transaction-scoped advisory lock); a run that
   * finds the lock taken returns null: the other instance's figures are the same.
   */
  async run(now: Date = this.clock()): Promise<{ rolledUp: number; series: number } | null> {
    return this.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ locked: boolean }>`
        SELECT pg_try_advisory_xact_lock(hashtext('hashrate_stats_refresh')) AS locked`.execute(trx);
      if (!rows[0]?.locked) return null;
      // Its own short transaction: it locks the minute rows it carries over, which
      // ingestion may be adding to; the long figures statement holds no such locks.
      const rolledUp = await this.db.transaction().execute((rollup) => rollUp(rollup, now));
      // Before the figures: a full recompute reads the 4-hour buckets up to the last 4-hour
      // edge, and the one that has just closed lacks its last 20-minute bucket until this.
      await this.db.transaction().execute((carry) => carryClosedTwentyMinutes(carry, now));
      // After the roll-up has committed (its deltas are in the figures' snapshot). The
      // status counts are taken from the share times the figures wrote, in their
      // transaction, so counts and times always agree.
      const series = await this.db
        .transaction()
        .setIsolationLevel('repeatable read')
        .execute(async (figures) => {
          const written = await refreshFigures(figures, now);
          await recountStatuses(figures, now);
          return written;
        });
      await dropExpired(trx, now);
      return { rolledUp, series };
    });
  }
}

/** The refresh runs once a minute, a few seconds after the minute so its last bucket is complete. */
export const statsRefreshEveryMs = minute;

/** Adds the sums of finer rows (`source`, those `which` selects) into the buckets of a coarser table. */
function addSums(
  table: 'hashrate_20m' | 'hashrate_4h',
  width: string,
  source: RawBuilder<unknown>,
  which: RawBuilder<unknown>,
) {
  return sql`
    INSERT INTO ${sql.table(table)} AS t (series_id, bucket, accepted, rejected, shares)
    SELECT series_id, date_bin(${width}::interval, bucket, TIMESTAMPTZ 'epoch'), sum(accepted), sum(rejected), sum(shares)
      FROM ${source} WHERE ${which} GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (series_id, bucket) DO UPDATE
      SET accepted = t.accepted + excluded.accepted, rejected = t.rejected + excluded.rejected,
          shares = t.shares + excluded.shares`;
}

/**
 * Carries what each closed 1-minute row gained since the last run into its 20-minute
 * bucket and the figures' deltas, and into its 4-hour bucket only where its 20-minute
 * bucket has already been carried there (a late row: the others reach it with their
 * 20-minute bucket, carryClosedTwentyMinutes), exactly once: the rows are locked, the
 * difference is taken from the locked version (`old` in RETURNING, PostgreSQL 18) and the
 * row marked as carried in the same statement; the deltas take the rows' share times too.
 * Returns how many minute rows it carried.
 */
async function rollUp(db: Kysely<Database>, now: Date): Promise<number> {
  const closed = new Date(floorTo(now.getTime(), minute));
  // The sums below group about one row per series (100,000+): in memory, not spilled to disk.
  await sql`SET LOCAL work_mem = '64MB'`.execute(db);
  const pendingRows = (row: string) =>
    sql`(${sql.ref(`${row}.rolled_shares`)} = 0 OR ${sql.ref(`${row}.dirty`)}) AND ${sql.ref(`${row}.bucket`)} < ${closed}`;
  const { rows } = await sql<{ rolled: number }>`
    WITH pending AS (
      SELECT series_id, bucket FROM hashrate_1m m WHERE ${pendingRows('m')}
       -- Locked in the order ingestion writes them (ingest-service toColumns): no deadlock.
       ORDER BY series_id, bucket FOR UPDATE
    ),
    carried AS (
      -- The target is read through the pending index too: joined to the whole table the
      -- planner hashed every minute row (17 M at 100,000 workers, 7.7 s of the run).
      UPDATE hashrate_1m h
         SET rolled_accepted = h.accepted, rolled_rejected = h.rejected, rolled_shares = h.shares, dirty = false
        FROM pending p
       WHERE ${pendingRows('h')} AND h.series_id = p.series_id AND h.bucket = p.bucket
      RETURNING h.series_id, h.bucket, new.accepted - old.rolled_accepted AS accepted,
                new.rejected - old.rolled_rejected AS rejected, new.shares - old.rolled_shares AS shares,
                h.first_at, h.last_at
    ),
    into20m AS (${addSums('hashrate_20m', '20 minutes', sql`carried`, sql`true`)}),
    into4h AS (${addSums(
      'hashrate_4h',
      '4 hours',
      sql`carried`,
      sql`date_bin('20 minutes', bucket, TIMESTAMPTZ 'epoch') < (SELECT coalesce(carried_to, 'infinity') FROM hashrate_4h_carry)`,
    )}),
    deltas AS (
      INSERT INTO hashrate_figure_deltas (series_id, at, accepted, rejected, shares, first_at, last_at)
      SELECT series_id, bucket, accepted, rejected, shares, first_at, last_at FROM carried
    )
    -- The statements of a WITH that write run whether or not the query reads them.
    SELECT (SELECT count(*) FROM carried)::int AS rolled`.execute(db);
  return rows[0]?.rolled ?? 0;
}

/**
 * Adds the 20-minute buckets closed since the last run into their 4-hour buckets, exactly
 * once: the watermark moves in the same transaction. It is locked before the buckets are
 * read, in a statement of its own (so the read's snapshot is taken after the lock): a late
 * batch (ingestion's writeBatch, which takes it shared) either committed before, and its
 * 20-minute gain is read here, or waits and sees the new watermark, and adds the gain to
 * the 4-hour bucket itself.
 */
async function carryClosedTwentyMinutes(db: Kysely<Database>, now: Date): Promise<void> {
  const closed = new Date(floorTo(now.getTime(), 20 * minute));
  const { carried_to: from } = await db
    .selectFrom('hashrate_4h_carry')
    .select('carried_to')
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (from === null) {
    // The first run: the roll-up has written every minute into both tables so far, the
    // open 20-minute bucket's included, so that bucket counts as carried too.
    await db
      .updateTable('hashrate_4h_carry')
      .set({ carried_to: new Date(closed.getTime() + 20 * minute) })
      .execute();
    return;
  }
  // A clock set back leaves the watermark where it is.
  if (from >= closed) return;
  // The sums group about one row per series (100,000+): in memory, not spilled to disk.
  await sql`SET LOCAL work_mem = '64MB'`.execute(db);
  await addSums('hashrate_4h', '4 hours', sql`hashrate_20m`, sql`bucket >= ${from} AND bucket < ${closed}`).execute(db);
  await db.updateTable('hashrate_4h_carry').set({ carried_to: closed }).execute();
}
