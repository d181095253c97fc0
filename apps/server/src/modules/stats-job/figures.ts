import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';
import { hour, statsWindows } from '../../domain/hashrate.js';
import { completeFourHoursBefore, completeTwentyMinutesBefore } from '../../db/bucket-carry.js';
import { lockForRewrite, rewriteTable } from '../../db/rewrite-table.js';

/**
 * The table figures (product §9) of every series: per window, the sums of accepted and
 * rejected difficulty and the share count of the buckets in it (hashrate_figures), and the
 * spans of the windows at the last run (hashrate_figures_clock); hashrate_stats divides.
 *
 * Every window is a span of time [from, end) ending at the last whole minute, read from the
 * finest buckets kept for each part of it (domain/hashrate.ts statsWindows), so a window's sum is the
 * sum of what the buckets hold for its span. Between two runs that sum changes only by
 * what the buckets gained and by the buckets that left the window as its start moved on; a
 * run adds the one and takes off the other. The gains are the minute rows of the minutes
 * since the last run, read whole, and the deltas (hashrate_figure_deltas): what a row read
 * before has gained since, which the roll-up reports as it folds it in, and shares too old
 * for minute rows, which ingestion does. The minute rows read all lie before the roll-up's
 * watermark, where only the roll-up changes them.
 *
 * The series' first and last share times live in the same row: each gain carries the
 * times of its shares, and the run widens the row's times with them.
 */

type Windows = ReturnType<typeof statsWindows>;

/** Window sums of one series, as the figures table holds them. */
export interface WindowSums {
  series_id: number;
  accepted_15m: number;
  rejected_15m: number;
  shares_15m: number;
  accepted_1h: number;
  shares_1h: number;
  accepted_24h: number;
  shares_24h: number;
  accepted_1w: number;
  shares_1w: number;
  accepted_30d: number;
  shares_30d: number;
}

/** Past this gap since the last run the buckets that left a window may be gone: recompute all. */
const maxIncrementalGapMs = 2 * hour;

/**
 * Brings the figures to `now`: incrementally from the last run, or from all the buckets
 * when there is no last run, the clock went back or the last run is too old. Run it in one
 * REPEATABLE READ transaction, and first in it: the deltas it claims and the buckets it
 * reads are then one snapshot, taken after its lock on the figures. Returns how many series
 * it wrote.
 */
export async function refreshFigures(db: Kysely<Database>, now: Date): Promise<number> {
  await lockForRewrite(db, 'hashrate_figures');
  const last = await db.selectFrom('hashrate_figures_clock').select('as_of').executeTakeFirst();
  const gap = last ? now.getTime() - last.as_of.getTime() : -1;
  const is = statsWindows(now);
  // The minute rows from the last run's end on: that run and those before it counted the
  // rows before it (whole or by their deltas), and the roll-up reports what those rows gain
  // since as deltas (figuresReadMinutesBefore). Without a last run, every minute row.
  const minutes = { from: last ? statsWindows(last.as_of).end : new Date(0), to: is.end };
  const series =
    last && gap >= 0 && gap <= maxIncrementalGapMs
      ? await addChanges(db, statsWindows(last.as_of), is, minutes)
      : await recomputeAll(db, now, minutes);
  const clock = { as_of: now, ...windowSeconds(is) };
  await db
    .insertInto('hashrate_figures_clock')
    .values(clock)
    .onConflict((oc) => oc.column('singleton').doUpdateSet(clock))
    .execute();
  return series;
}

/**
 * Where the figures have read the minute rows to: the end of the last run's windows
 * (statsWindows: its minute), infinite before the first run. The roll-up reports what a
 * row before it gains as a delta; a later row the next run reads whole.
 */
export const figuresReadMinutesBefore = sql<Date>`coalesce(
  (SELECT date_bin('1 minute', as_of, TIMESTAMPTZ 'epoch') FROM hashrate_figures_clock), 'infinity')`;

/** Minute rows of the minutes [from, to). */
function minuteGains(minutes: { from: Date; to: Date }) {
  return sql`
    SELECT series_id, bucket AS at, accepted, rejected, shares, first_at, last_at
      FROM hashrate_1m WHERE bucket >= ${minutes.from} AND bucket < ${minutes.to} AND shares > 0`;
}

/** Seconds each window spans (from its start to the end): the hashrate's divisor. */
export function windowSeconds(w: Windows) {
  const seconds = (from: Date) => (w.end.getTime() - from.getTime()) / 1000;
  return {
    seconds_15m: seconds(w.from15m),
    seconds_1h: seconds(w.from1h),
    seconds_24h: seconds(w.from24h),
    seconds_1w: seconds(w.from1w),
    seconds_30d: seconds(w.from30d),
  };
}

/** One window's share of a change: `value` when `at` lies in [from, to), else 0. */
const within = (at: RawBuilder<unknown>, from: Date, to: Date, value: RawBuilder<unknown>) =>
  sql`CASE WHEN ${at} >= ${from} AND ${at} < ${to} THEN ${value} ELSE 0 END`;

/** Each window's sum, with the share count that says whether it is empty (none for a count). */
const windowSums = [
  ['accepted_15m', 'shares_15m'],
  ['rejected_15m', 'shares_15m'],
  ['shares_15m', null],
  ['accepted_1h', 'shares_1h'],
  ['shares_1h', null],
  ['accepted_24h', 'shares_24h'],
  ['shares_24h', null],
  ['accepted_1w', 'shares_1w'],
  ['shares_1w', null],
  ['accepted_30d', 'shares_30d'],
  ['shares_30d', null],
] as const;

/**
 * The columns of a figures row, each written by every run (the table is written anew,
 * rewrite-table.ts): the series' own (which never change), the window sums and the share
 * times. reject_pct_15m is generated from the sums.
 */
export const figureRowColumns = [
  'series_id',
  'pool_id',
  'worker',
  'operator_id',
  ...windowSums.map(([sum]) => sum),
  'first_share_at',
  'last_share_at',
] as const;

/**
 * Writes the figures table anew (rewrite-table.ts: nearly every row changes each minute), a
 * row for every series: `found` is a WITH list ending in `figures_found`, what the run found
 * per series, and `sum(column, count)` each window sum from `f` (the row before) and `c`
 * (the row found). A series' share times are its old ones widened to those found (least and
 * greatest skip NULL, written where none were found), so a gain read twice or out of order
 * still leaves the same times. Returns how many series it wrote.
 */
function writeFigures(
  db: Kysely<Database>,
  found: RawBuilder<unknown>,
  sum: (column: (typeof windowSums)[number][0], count: string | null) => RawBuilder<unknown>,
): Promise<number> {
  return rewriteTable(
    db,
    'hashrate_figures',
    (into) => sql`
      ${found}
      INSERT INTO ${into} (${sql.join(figureRowColumns.map((column) => sql.ref(column)))})
      SELECT s.id, s.pool_id, s.kind = 'worker', s.operator_id,
             ${sql.join(windowSums.map(([column, count]) => sum(column, count)))},
             least(f.first_share_at, c.first_share_at), greatest(f.last_share_at, c.last_share_at)
        FROM hashrate_series s
        LEFT JOIN hashrate_figures f ON f.series_id = s.id
        LEFT JOIN figures_found c ON c.series_id = s.id
       ORDER BY s.id`,
  );
}

/**
 * The gains claimed since the last run (whatever part of them lies in a window as it stood
 * then), less the buckets that left each window since. A float sum whose count reaches zero
 * is set to exactly zero; one that still counts shares is kept at 0 or above, since adding
 * and taking off floats leaves residues (0.1 + 0.2 − 0.1 − 0.2 is −2.8e-17) and a sum of
 * positive difficulties below 0 would make a negative reject percentage.
 */
async function addChanges(
  db: Kysely<Database>,
  was: Windows,
  is: Windows,
  minutes: { from: Date; to: Date },
): Promise<number> {
  const at = sql`at`;
  const gained = (from: Date, value: string) => within(at, from, is.end, sql.raw(value));
  const added = (column: string) =>
    sql`coalesce(${sql.ref(`f.${column}`)}, 0) + coalesce(${sql.ref(`c.${column}`)}, 0)`;
  // The sums group about one row per series (100,000+): in memory, not spilled to disk.
  await sql`SET LOCAL work_mem = '64MB'`.execute(db);
  return writeFigures(
    db,
    sql`
    WITH claimed AS (
      DELETE FROM hashrate_figure_deltas WHERE at < ${is.end}
      RETURNING series_id, at, accepted, rejected, shares, first_at, last_at
    ),
    changes AS (
      -- A claimed delta counts in the windows that held its minute at the last run.
      SELECT series_id,
             ${gained(was.from15m, 'accepted')} AS accepted_15m, ${gained(was.from15m, 'rejected')} AS rejected_15m,
             ${gained(was.from15m, 'shares')} AS shares_15m,
             ${gained(was.from1h, 'accepted')} AS accepted_1h, ${gained(was.from1h, 'shares')} AS shares_1h,
             ${gained(was.from24h, 'accepted')} AS accepted_24h, ${gained(was.from24h, 'shares')} AS shares_24h,
             ${gained(was.from1w, 'accepted')} AS accepted_1w, ${gained(was.from1w, 'shares')} AS shares_1w,
             ${gained(was.from30d, 'accepted')} AS accepted_30d, ${gained(was.from30d, 'shares')} AS shares_30d,
             first_at, last_at
        FROM claimed
      -- The minutes since the last run lie after its windows' end and before this run's, so
      -- in every window: taken whole, without a test per window (45 ms at 100,000 series).
      UNION ALL
      SELECT series_id, accepted, rejected, shares, accepted, shares, accepted, shares, accepted, shares,
             accepted, shares, first_at, last_at
        FROM (${minuteGains(minutes)}) AS m
      -- One branch per window edge, each a range on the bucket index (an OR of two
      -- ranges made the planner scan whole partitions).
      UNION ALL
      SELECT series_id, -accepted, -rejected, -shares, 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL
        FROM hashrate_1m WHERE bucket >= ${was.from15m} AND bucket < ${is.from15m}
      UNION ALL
      SELECT series_id, 0, 0, 0, -accepted, -shares, 0, 0, 0, 0, 0, 0, NULL, NULL
        FROM hashrate_1m WHERE bucket >= ${was.from1h} AND bucket < ${is.from1h}
      UNION ALL
      SELECT series_id, 0, 0, 0, 0, 0, -accepted, -shares, 0, 0, 0, 0, NULL, NULL
        FROM hashrate_20m WHERE bucket >= ${was.from24h} AND bucket < ${is.from24h}
      UNION ALL
      SELECT series_id, 0, 0, 0, 0, 0, 0, 0, -accepted, -shares, 0, 0, NULL, NULL
        FROM hashrate_4h WHERE bucket >= ${was.from1w} AND bucket < ${is.from1w}
      UNION ALL
      SELECT series_id, 0, 0, 0, 0, 0, 0, 0, 0, 0, -accepted, -shares, NULL, NULL
        FROM hashrate_4h WHERE bucket >= ${was.from30d} AND bucket < ${is.from30d}
    ),
    figures_found AS (
      SELECT series_id, sum(accepted_15m) AS accepted_15m, sum(rejected_15m) AS rejected_15m,
             sum(shares_15m) AS shares_15m, sum(accepted_1h) AS accepted_1h, sum(shares_1h) AS shares_1h,
             sum(accepted_24h) AS accepted_24h, sum(shares_24h) AS shares_24h, sum(accepted_1w) AS accepted_1w,
             sum(shares_1w) AS shares_1w, sum(accepted_30d) AS accepted_30d, sum(shares_30d) AS shares_30d,
             min(first_at) AS first_share_at, max(last_at) AS last_share_at
        FROM changes GROUP BY series_id
    )`,
    (sum, count) =>
      count ? sql`CASE WHEN ${added(count)} = 0 THEN 0 ELSE greatest(0, ${added(sum)}) END` : added(sum),
  );
}

/**
 * The window sums of every series with a bucket in a window at `now`, straight from the
 * buckets (minute rows before the roll-up's watermark, as they are). The full recompute, and
 * the oracle the incremental runs are tested against.
 */
export function sumsFromBuckets(now: Date) {
  const w = statsWindows(now);
  // The long windows read complete 4-hour buckets up to `whole`, complete 20-minute ones
  // up to `complete20` (each edge a little earlier while its closed bucket is being
  // carried), and minute rows from there.
  const whole = completeFourHoursBefore(now);
  const complete20 = completeTwentyMinutesBefore(now);
  const total = (value: string, member: string) => sql.raw(`coalesce(sum(${value}) FILTER (WHERE ${member}), 0)`);
  return sql<WindowSums>`
    WITH edges AS (SELECT ${whole} AS whole, ${complete20} AS complete20),
    buckets AS (
      SELECT '1m' AS r, series_id, bucket, accepted, rejected, shares
        FROM hashrate_1m WHERE bucket >= least(${w.from1h}, (SELECT complete20 FROM edges)) AND bucket < ${w.end}
      UNION ALL
      SELECT '20m', series_id, bucket, accepted, rejected, shares FROM hashrate_20m
       WHERE bucket >= least(${w.from24h}, (SELECT whole FROM edges)) AND bucket < (SELECT complete20 FROM edges)
      UNION ALL
      SELECT '4h', series_id, bucket, accepted, rejected, shares FROM hashrate_4h
       WHERE bucket >= ${w.from30d} AND bucket < (SELECT whole FROM edges)
    ),
    marked AS (
      SELECT series_id, accepted, rejected, shares,
             r = '1m' AND bucket >= ${w.from15m} AS in15m,
             r = '1m' AND bucket >= ${w.from1h} AS in1h,
             (r = '20m' AND bucket >= ${w.from24h}) OR (r = '1m' AND bucket >= (SELECT complete20 FROM edges)) AS in24h,
             (r = '4h' AND bucket >= ${w.from1w}) OR (r = '20m' AND bucket >= (SELECT whole FROM edges))
               OR (r = '1m' AND bucket >= (SELECT complete20 FROM edges)) AS in1w,
             r = '4h' OR (r = '20m' AND bucket >= (SELECT whole FROM edges))
               OR (r = '1m' AND bucket >= (SELECT complete20 FROM edges)) AS in30d
        FROM buckets
    )
    SELECT series_id,
           ${total('accepted', 'in15m')} AS accepted_15m, ${total('rejected', 'in15m')} AS rejected_15m,
           ${total('shares', 'in15m')}::bigint AS shares_15m,
           ${total('accepted', 'in1h')} AS accepted_1h, ${total('shares', 'in1h')}::bigint AS shares_1h,
           ${total('accepted', 'in24h')} AS accepted_24h, ${total('shares', 'in24h')}::bigint AS shares_24h,
           ${total('accepted', 'in1w')} AS accepted_1w, ${total('shares', 'in1w')}::bigint AS shares_1w,
           ${total('accepted', 'in30d')} AS accepted_30d, ${total('shares', 'in30d')}::bigint AS shares_30d
      FROM marked
     GROUP BY series_id`;
}

/**
 * Every series' figures from all the buckets, and every delta up to `now` claimed (the
 * buckets read already hold them). Series without a bucket in a window get zeros.
 */
async function recomputeAll(db: Kysely<Database>, now: Date, minutes: { from: Date; to: Date }): Promise<number> {
  // The aggregate groups by series (100,000+ groups): in memory, not spilled to disk.
  await sql`SET LOCAL work_mem = '256MB'`.execute(db);
  return writeFigures(
    db,
    sql`
    WITH claimed AS (
      DELETE FROM hashrate_figure_deltas WHERE at < ${statsWindows(now).end} RETURNING series_id, first_at, last_at
    ),
    times AS (
      SELECT series_id, min(first_at) AS first_at, max(last_at) AS last_at
        FROM (SELECT series_id, first_at, last_at FROM claimed
              UNION ALL SELECT series_id, first_at, last_at FROM (${minuteGains(minutes)}) AS m) AS found
       GROUP BY series_id
    ),
    sums AS (${sumsFromBuckets(now)}),
    figures_found AS (
      SELECT coalesce(b.series_id, t.series_id) AS series_id,
             ${sql.join(windowSums.map(([column]) => sql.ref(`b.${column}`)))},
             t.first_at AS first_share_at, t.last_at AS last_share_at
        FROM sums b FULL JOIN times t ON t.series_id = b.series_id
    )`,
    (sum) => sql`coalesce(${sql.ref(`c.${sum}`)}, 0)`,
  );
}
