import { sql } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { recountStatuses } from './repository.js';
import { floorTo, hashesPerDifficulty, minute, statsWindows } from './rules.js';
import { dropExpired } from './retention.js';

/**
 * Recomputes the table figures (15m, 1h, 24h, 1w, 30d, rejects) of every series from
 * the buckets, in one statement, and drops buckets past their retention. The result
 * depends only on the buckets and `now`, so running it twice, or on two instances at
 * once, gives the same figures.
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
      // The aggregate groups by series (100,000+ groups): in memory, not spilled to disk.
      await sql`SET LOCAL work_mem = '256MB'`.execute(trx);
      const series = await this.computeFigures(trx, now);
      await dropExpired(trx, now);
      return { rolledUp, series };
    });
  }

  private async computeFigures(db: Kysely<Database>, now: Date): Promise<number> {
    const w = statsWindows(now);
    const seconds = (from: Date) => (w.end.getTime() - from.getTime()) / 1000;
    const rate = (column: string, from: Date) =>
      sql`coalesce(sum(accepted) FILTER (WHERE ${sql.raw(column)}), 0) * ${hashesPerDifficulty}::float8 / ${seconds(from)}::float8`;
    const result = await sql`
      WITH buckets AS (
        SELECT '1m' AS r, series_id, bucket, accepted, rejected FROM hashrate_1m
         WHERE bucket >= ${w.from1h} AND bucket < ${w.end}
        UNION ALL
        SELECT '20m', series_id, bucket, accepted, rejected FROM hashrate_20m
         WHERE bucket >= ${w.from24h} AND bucket < ${w.edge20}
        UNION ALL
        SELECT '4h', series_id, bucket, accepted, rejected FROM hashrate_4h
         WHERE bucket >= ${w.from30d} AND bucket < ${w.edge4h}
      ),
      marked AS (
        SELECT series_id, accepted, rejected,
               r = '1m' AND bucket >= ${w.from15m} AS in15m,
               r = '1m' AS in1h,
               r = '20m' OR (r = '1m' AND bucket >= ${w.edge20}) AS in24h,
               (r = '4h' AND bucket >= ${w.from1w}) OR (r = '20m' AND bucket >= ${w.edge4h})
                 OR (r = '1m' AND bucket >= ${w.edge20}) AS in1w,
               r = '4h' OR (r = '20m' AND bucket >= ${w.edge4h}) OR (r = '1m' AND bucket >= ${w.edge20}) AS in30d
          FROM buckets
      ),
      figures AS (
        SELECT series_id,
               ${rate('in15m', w.from15m)} AS hash_rate_15m,
               ${rate('in1h', w.from1h)} AS hash_rate_1h,
               ${rate('in24h', w.from24h)} AS hash_rate_24h,
               ${rate('in1w', w.from1w)} AS hash_rate_1w,
               ${rate('in30d', w.from30d)} AS hash_rate_30d,
               coalesce(100 * sum(rejected) FILTER (WHERE in15m)
                 / nullif(sum(accepted + rejected) FILTER (WHERE in15m), 0), 0) AS reject_pct_15m
          FROM marked
         GROUP BY series_id
      ),
      written AS (
        INSERT INTO hashrate_stats AS s
               (series_id, hash_rate_15m, hash_rate_1h, hash_rate_24h, hash_rate_1w, hash_rate_30d, reject_pct_15m, computed_at)
        SELECT series_id, hash_rate_15m, hash_rate_1h, hash_rate_24h, hash_rate_1w, hash_rate_30d, reject_pct_15m, ${now}
          FROM figures
        ON CONFLICT (series_id) DO UPDATE SET
          hash_rate_15m = excluded.hash_rate_15m, hash_rate_1h = excluded.hash_rate_1h,
          hash_rate_24h = excluded.hash_rate_24h, hash_rate_1w = excluded.hash_rate_1w,
          hash_rate_30d = excluded.hash_rate_30d, reject_pct_15m = excluded.reject_pct_15m,
          computed_at = excluded.computed_at
        RETURNING series_id
      )
      SELECT count(*)::int AS series FROM written`.execute(db);
    // Series without a bucket in any window: their figures are zero now.
    await sql`
      UPDATE hashrate_stats SET hash_rate_15m = 0, hash_rate_1h = 0, hash_rate_24h = 0, hash_rate_1w = 0,
             hash_rate_30d = 0, reject_pct_15m = 0, computed_at = ${now}
       WHERE computed_at < ${now} AND (hash_rate_30d > 0 OR reject_pct_15m > 0)`.execute(db);
    return (result.rows[0] as { series: number }).series;
  }
}

/** The refresh runs once a minute, a few seconds after the minute so its last bucket is complete. */
export const statsRefreshEveryMs = minute;

/** Adds the carried minute sums into the buckets of a coarser table. */
function addCarried(table: 'hashrate_20m' | 'hashrate_4h', width: string) {
  return sql`
    INSERT INTO ${sql.table(table)} AS t (series_id, bucket, accepted, rejected, shares)
    SELECT series_id, date_bin(${width}::interval, bucket, TIMESTAMPTZ 'epoch'), sum(accepted), sum(rejected), sum(shares)
      FROM carried GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (series_id, bucket) DO UPDATE
      SET accepted = t.accepted + excluded.accepted, rejected = t.rejected + excluded.rejected,
          shares = t.shares + excluded.shares
    RETURNING 1`;
}

/**
 * Carries what each closed 1-minute row gained since the last run into its 20-minute and
 * 4-hour buckets, and its share times into its series, exactly once: the rows are locked,
 * the difference is taken from the locked version and the row marked as carried in the
 * same statement. Returns how many minute rows it carried.
 */
async function rollUp(db: Kysely<Database>, now: Date): Promise<number> {
  const closed = new Date(floorTo(now.getTime(), minute));
  const { rows } = await sql<{ rolled: number }>`
    WITH pending AS (
      SELECT series_id, bucket, accepted - rolled_accepted AS accepted, rejected - rolled_rejected AS rejected,
             shares - rolled_shares AS shares, first_at, last_at
        FROM hashrate_1m
       WHERE (rolled_shares = 0 OR dirty) AND bucket < ${closed}
         FOR UPDATE
    ),
    carried AS (
      UPDATE hashrate_1m h
         SET rolled_accepted = h.accepted, rolled_rejected = h.rejected, rolled_shares = h.shares, dirty = false
        FROM pending p
       WHERE h.series_id = p.series_id AND h.bucket = p.bucket
      RETURNING p.*
    ),
    into20m AS (${addCarried('hashrate_20m', '20 minutes')}),
    into4h AS (${addCarried('hashrate_4h', '4 hours')}),
    activity AS (
      UPDATE hashrate_series s
         SET first_share_at = least(s.first_share_at, a.first_at), last_share_at = greatest(s.last_share_at, a.last_at)
        FROM (SELECT series_id, min(first_at) AS first_at, max(last_at) AS last_at FROM carried GROUP BY 1) a
       WHERE s.id = a.series_id
      RETURNING 1
    )
    SELECT (SELECT count(*) FROM carried)::int AS rolled,
           (SELECT count(*) FROM into20m) + (SELECT count(*) FROM into4h) + (SELECT count(*) FROM activity) AS written`.execute(
    db,
  );
  await recountStatuses(db, now);
  return rows[0]?.rolled ?? 0;
}
