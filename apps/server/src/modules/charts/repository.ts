import { sql, type SqlBool } from 'kysely';
import type { ChartPeriod } from '@pool/contract';
import type { Db } from '../../db/database.js';
import { chartPlan, hashRate, rejectPercent, statsWindows } from '../../domain/hashrate.js';
import {
  completeFourHoursBefore,
  completeTwentyMinutesBefore,
  fourHourBucketsOf,
  twentyMinuteBucketsOf,
} from '../../db/bucket-carry.js';

/** Reads of the charts: sums of buckets of some series over a period, never shares. */
export class ChartsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Chart points of the sum of some series: one per point of the period, oldest first,
   * a missing bucket being zero hashrate and no rejects. Reads at most (points × series) bucket rows.
   */
  async chart(
    seriesIds: number[],
    period: ChartPeriod,
    now: Date,
  ): Promise<{ time: Date; hash_rate: number; reject_pct: number | null }[]> {
    const plan = chartPlan(period, now);
    const from = plan.points[0]!;
    const to = new Date(plan.points.at(-1)!.getTime() + plan.pointMs);
    const sums = new Map<number, { accepted: number; rejected: number }>();
    if (seriesIds.length > 0) {
      const inSeries = sql<SqlBool>`series_id = ANY(${seriesIds}::bigint[])`;
      // 4-hour and 20-minute points read the complete buckets, and the finer ones of a
      // bucket still open or being carried.
      const buckets =
        plan.resolution === '4h'
          ? fourHourBucketsOf(inSeries, from, to, now)
          : plan.resolution === '20m'
            ? twentyMinuteBucketsOf(inSeries, from, to, now)
            : sql`(SELECT bucket, accepted, rejected FROM hashrate_1m WHERE ${inSeries} AND bucket >= ${from} AND bucket < ${to})`;
      const { rows } = await sql<{ point: Date; accepted: number; rejected: number }>`
        SELECT to_timestamp(floor(extract(epoch FROM bucket) / ${plan.pointMs / 1000}) * ${plan.pointMs / 1000}) AS point,
               sum(accepted) AS accepted, sum(rejected) AS rejected
          FROM ${buckets} AS b
         GROUP BY 1`.execute(this.db);
      for (const row of rows)
        sums.set(new Date(row.point).getTime(), { accepted: Number(row.accepted), rejected: Number(row.rejected) });
    }
    const seconds = plan.pointMs / 1000;
    return plan.points.map((time) => {
      const { accepted, rejected } = sums.get(time.getTime()) ?? { accepted: 0, rejected: 0 };
      return { time, hash_rate: hashRate(accepted, seconds), reject_pct: rejectPercent(accepted, rejected) };
    });
  }

  /**
   * Average hashrate and rejects of each series over a period ending now, from the same
   * windows as the table figures (a coarse start, filled with finer buckets to the end).
   */
  async periodSums(
    seriesIds: number[],
    period: ChartPeriod,
    now: Date,
  ): Promise<{ seconds: number; sums: Map<number, { accepted: number; rejected: number }> }> {
    const w = statsWindows(now);
    const from = { PT15M: w.from15m, PT1H: w.from1h, P1D: w.from24h, P1W: w.from1w, P30D: w.from30d, P90D: w.from90d }[
      period
    ];
    const readsFourHours = period === 'P1W' || period === 'P30D' || period === 'P90D';
    const seconds = (w.end.getTime() - from.getTime()) / 1000;
    const sums = new Map<number, { accepted: number; rejected: number }>();
    if (seriesIds.length === 0) return { seconds, sums };
    const ids = sql`${seriesIds}::bigint[]`;
    // The long periods read the complete coarse buckets, then minute rows from where the
    // complete 20-minute buckets end.
    const whole = completeFourHoursBefore(now);
    const complete20 = completeTwentyMinutesBefore(now);
    const parts = [
      sql`SELECT series_id, accepted, rejected FROM hashrate_1m WHERE series_id = ANY(${ids})
                       AND bucket >= ${period === 'PT15M' || period === 'PT1H' ? from : sql`greatest(${from}::timestamptz, ${complete20})`}
                       AND bucket < ${w.end}`,
    ];
    if (period === 'P1D' || readsFourHours) {
      parts.push(sql`SELECT series_id, accepted, rejected FROM hashrate_20m WHERE series_id = ANY(${ids})
                       AND bucket >= ${period === 'P1D' ? from : sql`greatest(${from}::timestamptz, ${whole})`}
                       AND bucket < ${complete20}`);
    }
    if (readsFourHours) {
      parts.push(sql`SELECT series_id, accepted, rejected FROM hashrate_4h WHERE series_id = ANY(${ids})
                       AND bucket >= ${from} AND bucket < ${whole}`);
    }
    const { rows } = await sql<{ series_id: number; accepted: number; rejected: number }>`
      SELECT series_id, sum(accepted) AS accepted, sum(rejected) AS rejected
        FROM (${sql.join(parts, sql` UNION ALL `)}) AS b
       GROUP BY series_id`.execute(this.db);
    for (const row of rows) {
      sums.set(Number(row.series_id), { accepted: Number(row.accepted), rejected: Number(row.rejected) });
    }
    return { seconds, sums };
  }
}
