import { sql, type RawBuilder } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { recountStatuses } from '../worker-lists/index.js';
import { figuresReadMinutesBefore, refreshFigures } from './figures.js';
import { floorTo, minute } from '../../domain/hashrate.js';
import { dropDetachedPartitions, dropExpired } from './retention.js';
import { carrySliceOf } from '../../db/bucket-carry.js';
import { waitForBatchesHoldingTheLock } from '../../db/minute-rollup.js';

/**
 * The steps of a run, each timed (pool_stats_job_phase_seconds) with its transaction's
 * commit: the roll-up from the run's start; the carry and the figures, which run side by
 * side, each from the roll-up's end; the status counts from the figures' end; retention
 * from when both the carry and the status counts have ended. Where a slow minute goes.
 */
export const statsPhases = ['rollup', 'carry', 'figures', 'statuses', 'retention'] as const;
export type StatsPhase = (typeof statsPhases)[number];

export interface StatsRun {
  /** Minute rows the roll-up folded late gains into. */
  lateRowsFolded: number;
  series: number;
  /** Milliseconds each step took. */
  phaseMs: Record<StatsPhase, number>;
}

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
  async run(now: Date = this.clock()): Promise<StatsRun | null> {
    const phaseMs = {} as Record<StatsPhase, number>;
    const start = performance.now();
    /** Resolves with `work`, noting how long after `from` (a performance.now()) it ended. */
    const timed = async <T>(phase: StatsPhase, from: number, work: Promise<T>): Promise<T> => {
      const result = await work;
      phaseMs[phase] = performance.now() - from;
      return result;
    };
    const run = await this.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ locked: boolean }>`
        SELECT pg_try_advisory_xact_lock(hashtext('hashrate_stats_refresh')) AS locked`.execute(trx);
      if (!rows[0]?.locked) return null;
      // Transactions of its own: its watermark must be seen by ingestion's batches at once,
      // and the late gains it folds in must be committed before the carry reads them.
      const lateRowsFolded = await timed('rollup', start, rollUp(this.db, now));
      const rolledAt = performance.now();
      // The carry and the figures each need only the roll-up's committed work, and neither
      // reads what the other writes (the figures read 20-minute buckets a day old), so they
      // run side by side, each in its own transaction: the carry reads minute rows the
      // roll-up has taken, whole; the figures' snapshot holds the roll-up's deltas,
      // and the status counts are taken from the share times the figures wrote, in their
      // transaction, so counts and times always agree. Until the carry's first run the
      // readers take the coarse tables as whole (its watermarks are NULL): that run writes
      // them before the figures read them.
      const { rows: first } = await sql<{ first: boolean }>`
        SELECT bool_or(carried_to IS NULL) AS first FROM hashrate_carry`.execute(trx);
      const carrying = timed(
        'carry',
        rolledAt,
        this.db.transaction().execute((carry) => carryClosedTwentyMinutes(carry, now)),
      );
      if (first[0]?.first) await carrying.catch(() => undefined);
      const figuring = this.db
        .transaction()
        .setIsolationLevel('repeatable read')
        .execute(async (figures) => {
          const written = await timed('figures', rolledAt, refreshFigures(figures, now));
          await timed('statuses', performance.now(), recountStatuses(figures, now));
          return written;
        });
      const [carried, figured] = await Promise.allSettled([carrying, figuring]);
      // Both have ended before the run's lock is let go, whatever either did.
      if (carried.status === 'rejected') throw carried.reason;
      if (figured.status === 'rejected') throw figured.reason;
      const retentionAt = performance.now();
      await dropExpired(trx, now);
      return { lateRowsFolded, series: figured.value, retentionAt };
    });
    if (!run) return null;
    // Retention's deletes commit with the run's own transaction.
    phaseMs.retention = performance.now() - run.retentionAt;
    return { lateRowsFolded: run.lateRowsFolded, series: run.series, phaseMs };
  }

  /** After a run: drops the partitions its retention detached (dropDetachedPartitions). */
  dropDetachedPartitions(): Promise<string[]> {
    return dropDetachedPartitions(this.db);
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
 * Takes the minutes up to the one just closed: moves the watermark
 * (hashrate_1m_rollup.rolled_to) to it, in a transaction of its own, and waits for every
 * batch that may have read the old one (those holding the lock when it moved). From then
 * on the rows of those minutes are whole, and the figures and the carry read them as they
 * are: a batch adds what a share of a minute before the watermark brings to
 * hashrate_1m_late instead (ingestion's writeBatch reads the watermark under a shared
 * lock).
 *
 * Then folds what waits there into its minute rows, exactly once (claimed and added in
 * one transaction); reports it as a delta to the figures where they have read the row
 * already, and adds it to its 20-minute and 4-hour buckets where the carry has already
 * brought its 20-minute bucket there (the others reach them when their bucket is carried,
 * carryClosedTwentyMinutes). A run that dies between the two transactions leaves the late
 * gains to the next one. Returns how many minute rows it folded gains into.
 */
async function rollUp(db: Db, now: Date): Promise<number> {
  const closed = new Date(floorTo(now.getTime(), minute));
  // A clock set back leaves the watermark where it is.
  await sql`UPDATE hashrate_1m_rollup SET rolled_to = greatest(rolled_to, ${closed})`.execute(db);
  await waitForBatchesHoldingTheLock(db);
  return db.transaction().execute(async (trx) => {
    // Normally a few rows; a spool replayed after an outage may leave many: in memory.
    await sql`SET LOCAL work_mem = '64MB'`.execute(trx);
    const { rows } = await sql<{ folded: number }>`
    WITH claimed AS (
      DELETE FROM hashrate_1m_late RETURNING series_id, bucket, accepted, rejected, shares, first_at, last_at
    ),
    gains AS (
      SELECT series_id, bucket, sum(accepted) AS accepted, sum(rejected) AS rejected, sum(shares) AS shares,
             min(first_at) AS first_at, max(last_at) AS last_at
        FROM claimed GROUP BY series_id, bucket
    ),
    folded AS (
      INSERT INTO hashrate_1m AS t (series_id, bucket, accepted, rejected, shares, first_at, last_at)
      SELECT * FROM gains ORDER BY series_id, bucket
      ON CONFLICT (series_id, bucket) DO UPDATE
        SET accepted = t.accepted + excluded.accepted, rejected = t.rejected + excluded.rejected,
            shares = t.shares + excluded.shares, first_at = least(t.first_at, excluded.first_at),
            last_at = greatest(t.last_at, excluded.last_at)
    ),
    -- The gains of rows whose 20-minute bucket the carry has already taken.
    late AS (
      SELECT gains.* FROM gains JOIN hashrate_carry c ON c.slice = ${carrySliceOf(sql.ref('gains.series_id'))}
       WHERE gains.bucket < c.carried_to
    ),
    into20m AS (${addSums('hashrate_20m', '20 minutes', sql`late`, sql`true`)}),
    into4h AS (${addSums('hashrate_4h', '4 hours', sql`late`, sql`true`)}),
    -- What a row the figures have read already gained; a later row their next run reads
    -- whole, so its gain is no delta. Neither is a gain of this run's minutes or later
    -- (only with the clock set back below the figures' last run): the figures' next run
    -- starts from this run's minute and reads those rows whole.
    deltas AS (
      INSERT INTO hashrate_figure_deltas (series_id, at, accepted, rejected, shares, first_at, last_at)
      SELECT series_id, bucket, accepted, rejected, shares, first_at, last_at FROM gains
       WHERE bucket < least(${figuresReadMinutesBefore}, ${closed}::timestamptz)
    )
    -- The statements of a WITH that write run whether or not the query reads them.
    SELECT (SELECT count(*) FROM gains)::int AS folded`.execute(trx);
    return rows[0]?.folded ?? 0;
  });
}

/**
 * The watermark a slice should have reached at `now`: the last 20-minute edge once the
 * slice's minute after it has come (slice k in minute k), else the edge before. So each
 * minute carries one slice's closed 20-minute bucket, and every slice has carried it 20
 * minutes after it closed.
 */
export function carryTarget(slice: number, now: Date): Date {
  const closed = floorTo(now.getTime(), 20 * minute);
  const minuteAfterEdge = Math.floor((now.getTime() - closed) / minute);
  return new Date(slice <= minuteAfterEdge ? closed : closed - 20 * minute);
}

/**
 * Writes the closed 20-minute buckets of the slices that are due (carryTarget) from their
 * minute rows, into the 20-minute and the 4-hour buckets, exactly once: the slices'
 * watermarks move in the same statement. It reads the minute rows whole: they lie before
 * the roll-up's watermark, which runs first in the job, and what a row gains later the
 * roll-up folds into both tables itself, its 20-minute bucket then lying below the slice's
 * watermark. Shares too old for minute rows go to both tables
 * straight from ingestion and are never in a minute row. After a pause of the job every
 * slice catches up at once; its first run carries every minute row.
 */
async function carryClosedTwentyMinutes(db: Kysely<Database>, now: Date): Promise<void> {
  const slices = await db
    .selectFrom('hashrate_carry')
    .select(['slice', 'carried_to'])
    .orderBy('slice')
    .forUpdate()
    .execute();
  // A clock set back leaves a watermark where it is.
  const due = slices.flatMap(({ slice, carried_to: from }) => {
    const to = carryTarget(slice, now);
    return from === null || from < to ? [{ slice, from, to }] : [];
  });
  if (due.length === 0) return;
  // The sums group up to one row per series and bucket (100,000+ after a pause): in memory, not spilled to disk.
  await sql`SET LOCAL work_mem = '64MB'`.execute(db);
  // One read of the minutes the due slices span together, through the bucket index, each
  // row kept only within its slice's span. It visits every row of those minutes, not only
  // the slices' own, and so sets the hint bits of them all the first time: reading only a
  // slice's rows would leave each page to be dirtied again (and written out) by every
  // slice's carry after it.
  const earliest = due.some((d) => d.from === null)
    ? sql`'-infinity'::timestamptz`
    : sql`${new Date(Math.min(...due.map((d) => d.from!.getTime())))}::timestamptz`;
  const latest = new Date(Math.max(...due.map((d) => d.to.getTime())));
  await sql`
    WITH due AS (
      SELECT * FROM unnest(${due.map((d) => d.slice)}::smallint[], ${due.map((d) => d.from)}::timestamptz[],
                           ${due.map((d) => d.to)}::timestamptz[]) AS d (slice, "from", "to")
    ),
    sums AS (
      SELECT m.series_id, m.bucket, m.accepted, m.rejected, m.shares
        FROM hashrate_1m m JOIN due d ON d.slice = ${carrySliceOf(sql.ref('m.series_id'))}
       WHERE m.bucket >= ${earliest} AND m.bucket < ${latest}
         AND m.bucket >= coalesce(d."from", '-infinity') AND m.bucket < d."to" AND m.shares <> 0
    ),
    into20m AS (${addSums('hashrate_20m', '20 minutes', sql`sums`, sql`true`)}),
    moved AS (UPDATE hashrate_carry c SET carried_to = d."to" FROM due d WHERE c.slice = d.slice)
    ${addSums('hashrate_4h', '4 hours', sql`sums`, sql`true`)}`.execute(db);
}
