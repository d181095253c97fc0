import { sql, type RawBuilder } from 'kysely';
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
