import { sql } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { refreshFigures } from './figures.js';
import { recountStatuses } from './repository.js';
import { floorTo, minute } from './rules.js';
import { dropExpired } from './retention.js';

/**
 * Rolls the minute buckets up, and the closed 20-minute ones into 4-hour ones; brings the
 * table figures (15m, 1h, 24h, 1w, 30d, rejects) and the share times to `now` for the
 * series that changed (figures.ts), and the status counts with them; and drops buckets
 * past their retention. The figures depend only on the buckets and `now`, so running it
 * twice gives the same figures.
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
      await this.db.transaction().execute((carry) => carryClosedTwentyMinutes(carry, now));
      // After the roll-up has committed (its deltas are in the figures' snapshot), the
      // figures and share times of each series in one write, and the status counts those
      // times give, in the same transaction so counts and times always agree.
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

/**
 * Adds the carried rows' sums into the buckets of a coarser table; a 20-minute row that
 * had been carried on into its 4-hour bucket is marked `dirty`, so that carry takes the
 * difference too.
 */
function addCarried(table: 'hashrate_20m' | 'hashrate_4h', width: string) {
  const marksCarried = table === 'hashrate_20m' ? sql`, dirty = t.rolled_shares > 0` : sql``;
  return sql`
    INSERT INTO ${sql.table(table)} AS t (series_id, bucket, accepted, rejected, shares)
    SELECT series_id, date_bin(${width}::interval, bucket, TIMESTAMPTZ 'epoch'), sum(accepted), sum(rejected), sum(shares)
      FROM carried GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (series_id, bucket) DO UPDATE
      SET accepted = t.accepted + excluded.accepted, rejected = t.rejected + excluded.rejected,
          shares = t.shares + excluded.shares${marksCarried}`;
}

/** Rows of a bucket table the job has not carried (all of) yet. */
const pendingRows = (row: string) => sql`(${sql.ref(`${row}.rolled_shares`)} = 0 OR ${sql.ref(`${row}.dirty`)})`;

/**
 * Carries what each closed 1-minute row gained since the last run into its 20-minute
 * bucket and the figures' deltas (with the row's share times), exactly once: the
 * rows are locked, the difference is taken from the locked version (`old` in RETURNING,
 * PostgreSQL 18) and the row marked as carried in the same statement. Returns how many
 * minute rows it carried.
 */
async function rollUp(db: Kysely<Database>, now: Date): Promise<number> {
  const closed = new Date(floorTo(now.getTime(), minute));
  // The sums below group about one row per series (100,000+): in memory, not spilled to disk.
  await sql`SET LOCAL work_mem = '64MB'`.execute(db);
  const closedPending = (row: string) => sql`${pendingRows(row)} AND ${sql.ref(`${row}.bucket`)} < ${closed}`;
  const { rows } = await sql<{ rolled: number }>`
    WITH pending AS (
      SELECT series_id, bucket FROM hashrate_1m m WHERE ${closedPending('m')}
       -- Locked in the order ingestion writes them (ingest-service toColumns): no deadlock.
       ORDER BY series_id, bucket FOR UPDATE
    ),
    carried AS (
      -- The target is read through the pending index too: joined to the whole table the
      -- planner hashed every minute row (17 M at 100,000 workers, 7.7 s of the run).
      UPDATE hashrate_1m h
         SET rolled_accepted = h.accepted, rolled_rejected = h.rejected, rolled_shares = h.shares, dirty = false
        FROM pending p
       WHERE ${closedPending('h')} AND h.series_id = p.series_id AND h.bucket = p.bucket
      RETURNING h.series_id, h.bucket, new.accepted - old.rolled_accepted AS accepted,
                new.rejected - old.rolled_rejected AS rejected, new.shares - old.rolled_shares AS shares,
                h.first_at, h.last_at
    ),
    into20m AS (${addCarried('hashrate_20m', '20 minutes')}),
    deltas AS (
      INSERT INTO hashrate_figure_deltas (series_id, at, accepted, rejected, shares, first_at, last_at)
      SELECT series_id, bucket, accepted, rejected, shares, first_at, last_at FROM carried
    )
    -- The statements of a WITH that write run whether or not the query reads them.
    SELECT (SELECT count(*) FROM carried)::int AS rolled`.execute(db);
  return rows[0]?.rolled ?? 0;
}

/**
 * Carries what each closed 20-minute row gained since it was last carried into its
 * 4-hour bucket, exactly once, as the minute roll-up does: so a 4-hour row is written once
 * per 20 minutes a series, not every minute. A row is closed once its 20 minutes lie
 * before the last whole minute, which the minute roll-up has carried into it just before:
 * every 20-minute row before the figures' 4-hour edge is then in its 4-hour bucket. Its
 * own transaction, after the minute roll-up's has committed, so it holds only
 * 20-minute locks, taken in the order late batches take them (no deadlock).
 */
async function carryClosedTwentyMinutes(db: Kysely<Database>, now: Date): Promise<void> {
  const closedBefore = new Date(floorTo(now.getTime(), minute) - 20 * minute);
  await sql`SET LOCAL work_mem = '64MB'`.execute(db);
  const closedPending = (row: string) => sql`${pendingRows(row)} AND ${sql.ref(`${row}.bucket`)} <= ${closedBefore}`;
  await sql`
    WITH pending AS (
      SELECT series_id, bucket FROM hashrate_20m t WHERE ${closedPending('t')} ORDER BY series_id, bucket FOR UPDATE
    ),
    carried AS (
      UPDATE hashrate_20m h
         SET rolled_accepted = h.accepted, rolled_rejected = h.rejected, rolled_shares = h.shares, dirty = false
        FROM pending p
       WHERE ${closedPending('h')} AND h.series_id = p.series_id AND h.bucket = p.bucket
      RETURNING h.series_id, h.bucket, new.accepted - old.rolled_accepted AS accepted,
                new.rejected - old.rolled_rejected AS rejected, new.shares - old.rolled_shares AS shares
    )
    ${addCarried('hashrate_4h', '4 hours')}`.execute(db);
}
