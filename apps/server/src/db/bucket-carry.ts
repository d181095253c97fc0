import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { floorTo, resolutions } from '../domain/hashrate.js';

/**
 * The 20-minute and 4-hour buckets are filled from closed minute rows by the per-minute
 * job, one slice of the series at a time (`series_id % carrySlices`): slice k carries a
 * 20-minute bucket in the k-th minute after it closed, so no minute writes every series'
 * coarse rows. hashrate_carry holds each slice's watermark: its 20-minute buckets before
 * `carried_to` are in the 20-minute and 4-hour tables, the later ones only in their minute
 * rows (NULL: the job has not run yet; readers then take the coarse tables as whole, and
 * the first run carries every minute row).
 */
export const carrySlices = 20;

/** A series' carry slice (its row in hashrate_carry). */
export function carrySliceOf(seriesId: RawBuilder<unknown>): RawBuilder<number> {
  return sql<number>`(${seriesId} % ${sql.lit(carrySlices)})`;
}

/**
 * Where the complete 20-minute buckets end at `now`, in SQL: every slice has carried every
 * 20-minute bucket before it; what lies after it is read from the minute rows. Up to 20
 * minutes after a 20-minute edge the bucket that has just closed is still being carried,
 * and this is the edge before it.
 */
export function completeTwentyMinutesBefore(now: Date): RawBuilder<Date> {
  const openBucket = new Date(floorTo(now.getTime(), resolutions['20m'].ms));
  return sql<Date>`(SELECT least(min(carried_to), ${openBucket}::timestamptz) FROM hashrate_carry)`;
}

/**
 * Where the complete 4-hour buckets end at `now`, in SQL: the 4-hour edge at or before the
 * complete 20-minute buckets' end, so up to 20 minutes after a 4-hour edge the bucket that
 * has just closed is read from its finer buckets. Every reader that joins the tables uses
 * these two edges.
 */
export function completeFourHoursBefore(now: Date): RawBuilder<Date> {
  const openBucket = new Date(floorTo(now.getTime(), resolutions['4h'].ms));
  return sql<Date>`(SELECT least(date_bin('4 hours', min(carried_to), TIMESTAMPTZ 'epoch'), ${openBucket}::timestamptz)
                      FROM hashrate_carry)`;
}

/**
 * The 20-minute buckets of [from, to) of the series `inSeries` selects (a condition on
 * `series_id`), as they stand at `now`: the complete ones (completeTwentyMinutesBefore),
 * and the later ones summed from their minute rows; none before `notBefore` when given.
 * The late gains the per-minute job has not folded in yet (hashrate_1m_late) are in no
 * bucket table, so they count whatever their minute: a (series, bucket) may then come
 * twice, and readers sum. Columns: series_id, bucket, accepted, rejected, shares; a
 * subquery to alias. The edges are subqueries, so each range is bounded by the constants
 * too: the planner estimates by those and uses the edges as index keys at run time.
 */
export function twentyMinuteBucketsOf(
  inSeries: RawBuilder<SqlBool>,
  from: Date,
  to: Date,
  now: Date,
  notBefore?: RawBuilder<Date>,
): RawBuilder<unknown> {
  const complete = completeTwentyMinutesBefore(now);
  const inRange = sql`${inSeries} AND bucket >= ${from} AND bucket < ${to} ${notBefore ? sql`AND bucket >= ${notBefore}` : sql``}`;
  return sql`(
    SELECT series_id, bucket, accepted, rejected, shares FROM hashrate_20m WHERE ${inRange} AND bucket < ${complete}
    UNION ALL
    SELECT series_id, date_bin('20 minutes', bucket, TIMESTAMPTZ 'epoch'), sum(accepted), sum(rejected), sum(shares)
      FROM hashrate_1m WHERE ${inRange} AND bucket >= ${complete}
     GROUP BY 1, 2
    UNION ALL
    SELECT series_id, date_bin('20 minutes', bucket, TIMESTAMPTZ 'epoch'), sum(accepted), sum(rejected), sum(shares)
      FROM hashrate_1m_late WHERE ${inSeries} AND bucket >= ${from} AND bucket < ${to}
     GROUP BY 1, 2)`;
}

/**
 * The 4-hour buckets of [from, to) of the series `inSeries` selects, as they stand at
 * `now`: the complete ones (completeFourHoursBefore), and those still open or being
 * carried summed from their 20-minute buckets (twentyMinuteBucketsOf), with the late gains
 * not folded in yet; one row per (series, bucket), as the mining report counts them.
 * Columns: series_id, bucket, accepted, rejected, shares; a subquery to alias.
 */
export function fourHourBucketsOf(inSeries: RawBuilder<SqlBool>, from: Date, to: Date, now: Date): RawBuilder<unknown> {
  const complete = completeFourHoursBefore(now);
  return sql`(
    SELECT series_id, bucket, sum(accepted) AS accepted, sum(rejected) AS rejected, sum(shares) AS shares
      FROM (SELECT series_id, bucket, accepted, rejected, shares FROM hashrate_4h
             WHERE ${inSeries} AND bucket >= ${from} AND bucket < ${to} AND bucket < ${complete}
            UNION ALL
            SELECT series_id, date_bin('4 hours', bucket, TIMESTAMPTZ 'epoch'), accepted, rejected, shares
              FROM ${twentyMinuteBucketsOf(inSeries, from, to, now, complete)} AS f) AS b
     GROUP BY 1, 2)`;
}
