import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { floorTo, resolutions } from '../domain/hashrate.js';

/**
 * The 4-hour buckets are filled from closed 20-minute buckets by the per-minute job, one
 * slice of the series at a time (`series_id % carrySlices`): slice k carries a 20-minute
 * bucket in the k-th minute after it closed, so no minute writes every series' 4-hour
 * row. hashrate_4h_carry holds each slice's watermark: its 20-minute buckets before
 * `carried_to` are in their 4-hour buckets (NULL: the job has not run yet, and everything
 * the 20-minute buckets hold is in the 4-hour ones too).
 */
export const carrySlices = 20;

/** A series' carry slice (its row in hashrate_4h_carry). */
export function carrySliceOf(seriesId: RawBuilder<unknown>): RawBuilder<number> {
  return sql<number>`(${seriesId} % ${sql.lit(carrySlices)})`;
}

/**
 * Where the complete 4-hour buckets end at `now`, in SQL: every slice has carried every
 * 20-minute bucket before it, so the 4-hour buckets before it are whole; what lies after
 * it is read from the 20-minute buckets. Up to 20 minutes after a 4-hour edge the bucket
 * that has just closed is still being carried, and this is the edge before it. Every
 * reader that joins the two tables uses this one edge.
 */
export function completeFourHoursBefore(now: Date): RawBuilder<Date> {
  const openBucket = new Date(floorTo(now.getTime(), resolutions['4h'].ms));
  return sql<Date>`(SELECT least(date_bin('4 hours', min(carried_to), TIMESTAMPTZ 'epoch'), ${openBucket}::timestamptz)
                      FROM hashrate_4h_carry)`;
}

/**
 * The 4-hour buckets of [from, to) of the series `inSeries` selects (a condition on
 * `series_id`), as they stand at `now`: the whole ones (completeFourHoursBefore), and
 * those still open or being carried summed from their 20-minute buckets. Columns:
 * series_id, bucket, accepted, rejected, shares; a subquery to alias.
 */
export function fourHourBucketsOf(inSeries: RawBuilder<SqlBool>, from: Date, to: Date, now: Date): RawBuilder<unknown> {
  const whole = completeFourHoursBefore(now);
  return sql`(
    SELECT series_id, bucket, accepted, rejected, shares FROM hashrate_4h
     WHERE ${inSeries} AND bucket >= ${from} AND bucket < least(${to}::timestamptz, ${whole})
    UNION ALL
    SELECT series_id, date_bin('4 hours', bucket, TIMESTAMPTZ 'epoch'), sum(accepted), sum(rejected), sum(shares)
      FROM hashrate_20m
     WHERE ${inSeries} AND bucket >= greatest(${from}::timestamptz, ${whole}) AND bucket < ${to}
     GROUP BY 1, 2)`;
}
