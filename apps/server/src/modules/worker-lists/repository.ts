import { sql, type ExpressionBuilder, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { MinerSortField, SortOrder, WorkerSortField, WorkerStatus } from '@pool/contract';
import type { Db } from '../../db/database.js';
import { pageWithTotal } from '../../db/page.js';
import { completeFourHoursBefore, completeTwentyMinutesBefore } from '../../db/bucket-carry.js';
import { holdForReading } from '../../db/rewrite-table.js';
import type { Database, HashrateStats } from '../../db/schema.js';
import { feeIncomeOf, type IncomeRange } from '../fee-income/index.js';
import { feeInForce } from '../terms/index.js';
import type { Sats } from '../../domain/sats.js';
import { hashesPerDifficulty, statsWindows, statusBounds } from '../../domain/hashrate.js';

/**
 * Whose workers: a pool's, an operator's or a miner account's; or a miner account's
 * hashrate transfers (boundary workers): incoming, the boundary workers on the account;
 * outgoing, the boundary workers on other accounts whose source it is.
 */
export interface WorkerScope {
  kind: 'pool' | 'operator' | 'miner';
  id: string;
  boundary?: 'incoming' | 'outgoing';
}

export interface SeriesActivity {
  first_share_at: Date | null;
  last_share_at: Date | null;
}

/** A series' figures; `computed_at` is null before the job has seen the series. */
export type FigureRow = Omit<HashrateStats, 'series_id' | 'computed_at'> & { computed_at: Date | null };

export interface WorkerRow extends Omit<FigureRow, 'computed_at'> {
  id: number;
  /** Times as the contract writes them (ISO 8601, UTC, milliseconds). */
  first_share_at: string | null;
  last_share_at: string | null;
  status: WorkerStatus;
  worker_name: string;
  miner_id: string;
  account_name: string;
  behaviour: 'hardware' | 'boundary';
  /** A boundary worker's source account, if known. */
  source_miner_id: string | null;
  source_account_name: string | null;
  /** The row's value of the list's sort key: a figure sum or the name (for the next cursor). */
  sort_value: number | string;
}

/** Where a worker list goes on: after the row with this sort key value and id, in the list's order. */
export interface WorkersCursor {
  value: number | string;
  id: number;
}

/**
 * Up to this many workers, an operator's list by a figure is sorted whole (a few
 * milliseconds); above, the pool's figure index is walked for the operator's rows, which
 * reads about per_page × the pool's workers / the operator's a page: at most 1,000 rows a
 * page of 50 at 100,000 workers, 10,000 at 1,000,000.
 */
export const operatorSortedWholeMax = 5000;

/** Counts older than this (the job stalled, or a test moved the clock) are not adjusted: the workers are counted. */
const maxCountAgeMs = 5 * 60_000;

/** What a worker list is asked for. */
export interface WorkersListQuery {
  page: number;
  per_page: number;
  sort: WorkerSortField;
  order: SortOrder;
  status?: WorkerStatus | undefined;
  search?: string | undefined;
  removed?: 'shown' | 'hidden';
  /** Only this miner account's workers. */
  miner_id?: string | undefined;
  /** The rows after this one (keyset pagination); `page` is not used then. */
  after?: WorkersCursor | undefined;
}

/** The figure sums the pool's figure indexes hold, by sort field: each orders as its hashrate. */
const figureSortColumns = {
  hash_rate_15m: 'f.accepted_15m',
  hash_rate_1h: 'f.accepted_1h',
  hash_rate_24h: 'f.accepted_24h',
  reject_pct_15m: 'f.reject_pct_15m',
} as const;

/**
 * The figures of hashrate_stats, from the sums (f) and the spans of the job's last run (the
 * clock, read once per query: as a join its missing statistics mislead the planner).
 */
const figureRates = [
  ...(['15m', '1h', '24h', '1w', '30d'] as const).map((window) =>
    sql<number>`coalesce(greatest(f.${sql.raw(`accepted_${window}`)}, 0) * ${hashesPerDifficulty}::float8 / (SELECT ${sql.raw(`seconds_${window}`)} FROM hashrate_figures_clock), 0)`.as(
      `hash_rate_${window}`,
    ),
  ),
  sql<number>`f.reject_pct_15m`.as('reject_pct_15m'),
];

type SeriesBuilder = ExpressionBuilder<Database & { s: Database['hashrate_series'] }, 's'>;
type FiguresBuilder = ExpressionBuilder<
  Database & { s: Database['hashrate_series']; f: Database['hashrate_figures'] },
  's' | 'f'
>;

/** The balance of the miner account `m` (its ledger account), null before its first entry. */
export const minerBalance = sql<Sats | null>`(SELECT a.balance FROM ledger_accounts a WHERE a.miner_id = m.id AND a.kind = 'miner')`;

/** What narrows the miners list (the customers table) and its totals. */
export interface MinersFilter {
  search?: string | undefined;
  workers_down?: 'true' | undefined;
}

const figureColumns = [
  sql<number>`coalesce(st.hash_rate_15m, 0)`.as('hash_rate_15m'),
  sql<number>`coalesce(st.hash_rate_1h, 0)`.as('hash_rate_1h'),
  sql<number>`coalesce(st.hash_rate_24h, 0)`.as('hash_rate_24h'),
  sql<number>`coalesce(st.hash_rate_1w, 0)`.as('hash_rate_1w'),
  sql<number>`coalesce(st.hash_rate_30d, 0)`.as('hash_rate_30d'),
  sql<number>`coalesce(st.reject_pct_15m, 0)`.as('reject_pct_15m'),
  'st.computed_at',
] as const;

/**
 * A row of the customers table (contract minerWithStatsSchema) from the miner account `m`,
 * its series `s`, figures `st` and parent account `parent`.
 */
const minerRowColumns = [
  'm.id',
  'm.account_name as name',
  'm.title',
  'm.pool_id',
  'm.operator_id',
  'm.parent_id',
  'm.created_at',
  'parent.account_name as parent_account_name',
  'f.first_share_at',
  'f.last_share_at',
  ...figureColumns,
] as const;

/** A time as the contract writes it (Date#toISOString: milliseconds, UTC), formatted by PostgreSQL. */
const isoTime = (column: string) =>
  sql<string | null>`to_char(${sql.ref(column)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * What a worker row shows besides its figures: its series, its account and where its
 * hashrate comes from. A list of a thousand rows is mostly parsing and writing: the times
 * come as the contract's text (no Date per value), the source account's name is looked up
 * for the boundary workers alone (a join hashes every account of the pool).
 */
const workerRowColumns = [
  's.id',
  's.worker_name',
  's.miner_id',
  'm.account_name',
  's.behaviour',
  's.source_miner_id',
  sql<
    string | null
  >`CASE WHEN s.source_miner_id IS NULL THEN NULL ELSE (SELECT a.account_name FROM miner_accounts a WHERE a.id = s.source_miner_id) END`.as(
    'source_account_name',
  ),
  isoTime('f.first_share_at').as('first_share_at'),
  isoTime('f.last_share_at').as('last_share_at'),
] as const;

/** Reads of monitoring data: every query reads buckets or figures, never shares. */
export class MonitoringRepository {
  constructor(private readonly db: Db) {}

  /** The series of an account (pool, operator or miner), if it ever had a share. */
  accountSeries(kind: 'pool' | 'operator' | 'miner', id: string) {
    const column = kind === 'pool' ? 'pool_id' : kind === 'operator' ? 'operator_id' : 'miner_id';
    return this.db
      .selectFrom('hashrate_series as s')
      .innerJoin('hashrate_figures as f', 'f.series_id', 's.id')
      .select(['s.id', 'f.first_share_at', 'f.last_share_at'])
      .where('s.kind', '=', kind)
      .where(`s.${column}`, '=', id)
      .executeTakeFirst();
  }

  /** The worker series of a scope (for boundary charts and stats), with activity. */
  workerSeriesOf(scope: WorkerScope) {
    return this.db
      .selectFrom('hashrate_series as s')
      .innerJoin('hashrate_figures as f', 'f.series_id', 's.id')
      .select(['s.id', 'f.first_share_at', 'f.last_share_at'])
      .where((eb) => inScope(eb, scope))
      .execute();
  }

  /** The series whose sum is the scope's hashrate: the account's own, or the transfers' boundary workers'. */
  async scopeSeries(scope: WorkerScope): Promise<(SeriesActivity & { id: number })[]> {
    if (scope.boundary) return this.workerSeriesOf(scope);
    const own = await this.accountSeries(scope.kind, scope.id);
    return own ? [own] : [];
  }

  /** Workers by id with their miner account (for per-worker charts and stats). */
  workersByIds(ids: number[]) {
    return this.db
      .selectFrom('hashrate_series as s')
      .innerJoin('hashrate_figures as f', 'f.series_id', 's.id')
      .select(['s.id', 's.miner_id', 's.worker_name', 'f.first_share_at', 'f.last_share_at'])
      .where('s.kind', '=', 'worker')
      .where('s.id', 'in', ids)
      .execute();
  }

  /** Miner account series by account id, with activity and names. */
  minerSeries(minerIds: string[]) {
    return this.db
      .selectFrom('miner_accounts as m')
      .leftJoin('hashrate_series as s', (join) => join.onRef('s.miner_id', '=', 'm.id').on('s.kind', '=', 'miner'))
      .leftJoin('hashrate_figures as f', 'f.series_id', 's.id')
      .select(['m.id as miner_id', 'm.account_name', 's.id', 'f.first_share_at', 'f.last_share_at'])
      .where('m.id', 'in', minerIds)
      .execute();
  }

  figures(seriesIds: number[]): Promise<(FigureRow & { series_id: number })[]> {
    if (seriesIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('hashrate_stats as st')
      .select(['st.series_id', ...figureColumns])
      .where('st.series_id', 'in', seriesIds)
      .execute();
  }

  /**
   * Worker counts per status at `now`. An account's counts as of the last per-minute job,
   * plus the workers the clock alone has moved across a threshold since: counting those
   * is a narrow range scan, where counting every worker of a pool is not. Both reads
   * see one snapshot, so a job that commits in between cannot be half seen, and one table
   * of figures (the job writes it anew and swaps it in). Without a recent count (or for
   * the boundary workers) it counts the workers.
   */
  async statusCounts(scope: WorkerScope, now: Date): Promise<Record<WorkerStatus, number>> {
    if (scope.boundary) return this.countStatuses(scope, now);
    return this.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        await holdForReading(trx, 'hashrate_figures');
        const column = scope.kind === 'pool' ? 'a.pool_id' : scope.kind === 'operator' ? 'a.operator_id' : 'a.miner_id';
        const counted = await trx
          .selectFrom('worker_status_counts as c')
          .innerJoin('hashrate_series as a', 'a.id', 'c.series_id')
          .select(['c.counted_at', 'c.stable', 'c.unavailable', 'c.off', 'c.removed'])
          .where('a.kind', '=', scope.kind)
          .where(column, '=', scope.id)
          .executeTakeFirst();
        const elapsed = counted ? now.getTime() - counted.counted_at.getTime() : -1;
        if (!counted || elapsed < 0 || elapsed > maxCountAgeMs) return this.countStatuses(scope, now, trx);
        const then = statusBounds(counted.counted_at);
        const bounds = statusBounds(now);
        const moved = await trx
          .selectFrom('hashrate_series as s')
          .innerJoin('hashrate_figures as f', 'f.series_id', 's.id')
          .select([
            sql<number>`count(*) FILTER (WHERE f.last_share_at >= ${then.stableFrom} AND f.last_share_at < ${bounds.stableFrom})::int`.as(
              'unavailable',
            ),
            sql<number>`count(*) FILTER (WHERE f.last_share_at >= ${then.offFrom} AND f.last_share_at < ${bounds.offFrom})::int`.as(
              'off',
            ),
            sql<number>`count(*) FILTER (WHERE f.last_share_at > ${then.removedThrough} AND f.last_share_at <= ${bounds.removedThrough})::int`.as(
              'removed',
            ),
          ])
          .where((eb) => timedScope(eb, scope))
          .where((eb) =>
            eb.or([
              eb.and([eb('f.last_share_at', '>=', then.stableFrom), eb('f.last_share_at', '<', bounds.stableFrom)]),
              eb.and([eb('f.last_share_at', '>=', then.offFrom), eb('f.last_share_at', '<', bounds.offFrom)]),
              eb.and([
                eb('f.last_share_at', '>', then.removedThrough),
                eb('f.last_share_at', '<=', bounds.removedThrough),
              ]),
            ]),
          )
          .executeTakeFirstOrThrow();
        return {
          stable: counted.stable - moved.unavailable,
          unavailable: counted.unavailable + moved.unavailable - moved.off,
          off: counted.off + moved.off - moved.removed,
          removed: counted.removed + moved.removed,
        };
      });
  }

  /** Worker counts per status at `now`, counting every worker of the scope. */
  countStatuses(scope: WorkerScope, now: Date, db: Kysely<Database> = this.db): Promise<Record<WorkerStatus, number>> {
    return db
      .selectFrom('hashrate_series as s')
      .innerJoin('hashrate_figures as f', 'f.series_id', 's.id')
      .select(statusCountColumns(now))
      .where((eb) => timedScope(eb, scope))
      .executeTakeFirstOrThrow();
  }

  /** Worker counts per status of several miner accounts at once. */
  async statusCountsByMiner(minerIds: string[], now: Date): Promise<Map<string, Record<WorkerStatus, number>>> {
    if (minerIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('hashrate_series as s')
      .innerJoin('hashrate_figures as f', 'f.series_id', 's.id')
      .select(['s.miner_id', ...statusCountColumns(now)])
      .where('s.kind', '=', 'worker')
      .where('s.miner_id', 'in', minerIds)
      .groupBy('s.miner_id')
      .execute();
    return new Map(rows.map(({ miner_id, ...counts }) => [miner_id!, counts]));
  }

  /**
   * One page of the miner accounts of a pool or an operator (the customers table), sorted
   * in SQL, with figures, activity, the parent's name and, when asked for, the balance
   * and the operator's fee in force on `feeDay`.
   */
  async listMiners(
    kind: 'pool' | 'operator',
    id: string,
    query: MinersFilter & {
      page: number;
      per_page: number;
      sort: MinerSortField;
      order: SortOrder;
    },
    include: { balance: boolean; feeDay: string | undefined },
    now: Date,
  ) {
    const base = this.minersListed(kind, id, query, now);
    const balance = minerBalance;
    const fee = include.feeDay
      ? sql<
          string | null
        >`CASE WHEN m.operator_id IS NULL THEN NULL ELSE coalesce(${feeInForce('operator', 'm.id', include.feeDay)}, '0') END`
      : sql<string | null>`NULL::numeric`;
    const bounds = statusBounds(now);
    const workersOf = (condition: RawBuilder<SqlBool>) =>
      sql`(SELECT count(*) FROM hashrate_series w JOIN hashrate_figures wf ON wf.series_id = w.id
            WHERE w.miner_id = m.id AND w.kind = 'worker' AND ${condition})`;
    const sortable: Record<MinerSortField, RawBuilder<unknown>> = {
      account_name: sql`lower(m.account_name)`,
      title: sql`lower(m.title)`,
      hash_rate_15m: sql`coalesce(st.hash_rate_15m, 0)`,
      hash_rate_24h: sql`coalesce(st.hash_rate_24h, 0)`,
      // The workers down, then the workers up: a row value orders by its fields in turn.
      workers: sql`ROW(${workersOf(sql`wf.last_share_at < ${bounds.stableFrom} AND wf.last_share_at > ${bounds.removedThrough}`)}, ${workersOf(sql`wf.last_share_at >= ${bounds.stableFrom}`)})`,
      balance: include.balance ? sql`coalesce(${balance}, 0)` : sql`lower(m.account_name)`,
      operator_fee: include.feeDay ? sql`${fee}` : sql`lower(m.account_name)`,
      created_at: sql`m.created_at`,
    };
    const nulls = query.order === 'asc' ? sql`NULLS FIRST` : sql`NULLS LAST`;
    return pageWithTotal(base, query, (rows) =>
      rows
        .leftJoin('hashrate_series as s', (join) => join.onRef('s.miner_id', '=', 'm.id').on('s.kind', '=', 'miner'))
        .leftJoin('hashrate_stats as st', 'st.series_id', 's.id')
        .leftJoin('hashrate_figures as f', 'f.series_id', 's.id')
        .leftJoin('miner_accounts as parent', 'parent.id', 'm.parent_id')
        .select([
          ...minerRowColumns,
          (include.balance ? sql<number | null>`coalesce(${balance}, 0)` : sql<number | null>`NULL::bigint`).as(
            'balance',
          ),
          fee.as('operator_fee'),
        ])
        .orderBy(sql`${sortable[query.sort]} ${sql.raw(query.order)} ${nulls}`)
        // Names are unique: a total order, so pages never repeat or skip rows.
        .orderBy(sql`lower(m.account_name)`, query.order),
    );
  }

  /**
   * The sums of the whole list (every account the search and filter keep): hashrate, the
   * workers by status and, when asked for, the balance.
   */
  /**
   * The sums of every account the filter keeps: figures, workers by status, the balance
   * (when `balance`) and, for an operator's list, its fee income from them over
   * `feeIncome` (when given).
   */
  async minersTotals(
    kind: 'pool' | 'operator',
    id: string,
    filter: MinersFilter,
    shown: { balance: boolean; feeIncome?: IncomeRange | undefined },
    now: Date,
  ) {
    const listed = this.minersListed(kind, id, filter, now);
    const { balance, feeIncome } = shown;
    const [figures, workers, income] = await Promise.all([
      listed
        .leftJoin('hashrate_series as s', (join) => join.onRef('s.miner_id', '=', 'm.id').on('s.kind', '=', 'miner'))
        .leftJoin('hashrate_stats as st', 'st.series_id', 's.id')
        .select([
          sql<number>`coalesce(sum(st.hash_rate_15m), 0)::float8`.as('hash_rate_15m'),
          sql<number>`coalesce(sum(st.hash_rate_24h), 0)::float8`.as('hash_rate_24h'),
          (balance ? sql<string>`coalesce(sum(${minerBalance}), 0)::text` : sql<string | null>`NULL::text`).as(
            'balance',
          ),
        ])
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('hashrate_series as s')
        .innerJoin('hashrate_figures as f', 'f.series_id', 's.id')
        .select(statusCountColumns(now))
        .where('s.kind', '=', 'worker')
        .where('s.miner_id', 'in', listed.select('m.id'))
        .executeTakeFirstOrThrow(),
      kind === 'operator' && feeIncome
        ? this.db.selectNoFrom(feeIncomeOf(id, listed.select('m.id'), feeIncome).as('amount')).executeTakeFirstOrThrow()
        : undefined,
    ]);
    return { ...figures, workers, feeIncome: income?.amount };
  }

  /**
   * Live miner accounts by id, in name order, with the customers table's columns: figures
   * (the rollups), activity, the parent's name and the balance.
   */
  minersByIds(minerIds: string[]) {
    if (minerIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('miner_accounts as m')
      .leftJoin('hashrate_series as s', (join) => join.onRef('s.miner_id', '=', 'm.id').on('s.kind', '=', 'miner'))
      .leftJoin('hashrate_stats as st', 'st.series_id', 's.id')
      .leftJoin('hashrate_figures as f', 'f.series_id', 's.id')
      .leftJoin('miner_accounts as parent', 'parent.id', 'm.parent_id')
      .select([...minerRowColumns, sql<number>`coalesce(${minerBalance}, 0)`.as('balance')])
      .where('m.id', 'in', minerIds)
      .where('m.deleted_at', 'is', null)
      .orderBy(sql`lower(m.account_name)`)
      .execute();
  }

  /** The live miner accounts of a pool or an operator that the search and the workers-down filter keep. */
  private minersListed(kind: 'pool' | 'operator', id: string, filter: MinersFilter, now: Date) {
    let base = this.db
      .selectFrom('miner_accounts as m')
      .where(kind === 'pool' ? 'm.pool_id' : 'm.operator_id', '=', id)
      .where('m.deleted_at', 'is', null);
    if (filter.search) base = base.where('m.account_name', 'ilike', `%${escapeLike(filter.search)}%`);
    if (filter.workers_down) {
      const bounds = statusBounds(now);
      base = base.where((eb) =>
        eb.exists(
          eb
            .selectFrom('hashrate_series as s')
            .innerJoin('hashrate_figures as f', 'f.series_id', 's.id')
            .select(sql`1`.as('one'))
            .whereRef('s.miner_id', '=', 'm.id')
            .where('s.kind', '=', 'worker')
            .where(sql<SqlBool>`((${hasStatus('unavailable', bounds)}) OR (${hasStatus('off', bounds)}))`),
        ),
      );
    }
    return base;
  }

  /**
   * One page of a scope's workers, sorted and filtered in SQL, with the total and where the
   * next page starts. The rows are read in index order, so a page costs the same at any
   * depth: by a figure, the pool's figure index (hashrate_figures: a sum orders as its
   * hashrate does); by name, the scope's name index; ties by id, in the same direction, so
   * (key, id) is a total order a cursor continues. An operator's list by a figure walks
   * the pool's figure index for the operator's rows once the operator has more than
   * `operatorSortedWholeMax` workers in the list, and is sorted whole below: either way
   * it reads at most about that many rows a page, and the figures job keeps no index per
   * operator. A miner account's workers (thousands at most) and its transfers are sorted
   * whole. The total of a pool, an operator or a miner account is the maintained
   * per-status counts (plus the workers without a share yet) unless a name search or an
   * account narrows the list; the transfers count; a first page with room to spare holds
   * the whole list, and its length is the total.
   */
  async listWorkers(
    scope: WorkerScope,
    query: WorkersListQuery,
    now: Date,
  ): Promise<{ rows: WorkerRow[]; total: number; next: WorkersCursor | null }> {
    const bounds = statusBounds(now);
    const figure = query.sort === 'worker_name' ? null : figureSortColumns[query.sort];
    const key = sql.ref<number | string>(figure ?? 's.worker_name');
    const id = sql.ref<number>(figure ? 'f.series_id' : 's.id');
    // A miner account's list is most often one page: its count is read only once the first
    // page is full. A pool's or an operator's is read beside the rows.
    const firstPage = !query.after && query.page === 1;
    const countBeside = scope.kind !== 'miner' || !firstPage;
    const totalOf = countBeside ? this.workerTotal(scope, query, now) : undefined;
    const series = this.db.selectFrom('hashrate_series as s');
    const walksFigures =
      figure !== null &&
      !scope.boundary &&
      (scope.kind === 'pool' || (scope.kind === 'operator' && (await totalOf!) > operatorSortedWholeMax));
    // A list read in a series index's order (by name) or sorted whole probes each worker's
    // figures by key; as a plain join (or a lateral one without the
    // limit, which the planner flattens into one) it may hash the whole figures table, every
    // series of the pool, for one account's thousand rows.
    const withFigures = walksFigures
      ? series.innerJoin('hashrate_figures as f', 'f.series_id', 's.id')
      : (series.innerJoinLateral(
          (eb) => eb.selectFrom('hashrate_figures').selectAll().whereRef('series_id', '=', 's.id').limit(1).as('f'),
          (join) => join.onTrue(),
        ) as unknown as ReturnType<typeof series.innerJoin<'hashrate_figures as f', 'f.series_id', 's.id'>>);
    let listed = withFigures
      .where((eb) => indexedScope(eb, scope, walksFigures))
      .where((eb) => listFilters(eb, query, bounds));
    if (query.after) {
      const { value, id: afterId } = query.after;
      const after = figure ? sql`${value}::float8` : sql`${value}::text`;
      listed = listed.where(
        sql<SqlBool>`(${key}, ${id}) ${sql.raw(query.order === 'asc' ? '>' : '<')} (${after}, ${afterId}::bigint)`,
      );
    }
    const [found, counted] = await Promise.all([
      listed
        .innerJoin('miner_accounts as m', 'm.id', 's.miner_id')
        .select([...workerRowColumns, ...figureRates, statusOf(bounds).as('status'), key.as('sort_value')])
        .orderBy(key, query.order)
        .orderBy(id, query.order)
        // One row more than the page: whether there is a next page, without counting.
        .limit(query.per_page + 1)
        .offset(query.after ? 0 : (query.page - 1) * query.per_page)
        .execute() as Promise<WorkerRow[]>,
      totalOf,
    ]);
    const rows = found.slice(0, query.per_page);
    const last = rows.at(-1);
    const more = found.length > query.per_page;
    const next = more && last ? { value: last.sort_value, id: Number(last.id) } : null;
    const total = firstPage && !more ? rows.length : (counted ?? (await this.workerTotal(scope, query, now)));
    return { rows, total, next };
  }

  /** How many of a scope's workers the filters keep: from the maintained counts where they answer. */
  private async workerTotal(scope: WorkerScope, query: WorkersListQuery, now: Date): Promise<number> {
    if (query.search || query.miner_id || scope.boundary) {
      const bounds = statusBounds(now);
      const { total } = await this.db
        .selectFrom('hashrate_series as s')
        .innerJoin('hashrate_figures as f', 'f.series_id', 's.id')
        .select(sql<number>`count(*)::int`.as('total'))
        .where((eb) => inScope(eb, scope))
        .where((eb) => listFilters(eb, query, bounds))
        .executeTakeFirstOrThrow();
      return total;
    }
    const counts = await this.statusCounts(scope, now);
    if (query.status) return counts[query.status];
    const listed = counts.stable + counts.unavailable + counts.off;
    if (query.removed === 'hidden') return listed;
    // Workers whose first shares are not rolled up yet have no share time, hence no status.
    const { unseen } = await this.db
      .selectFrom('hashrate_series as s')
      .innerJoin('hashrate_figures as f', 'f.series_id', 's.id')
      .select(sql<number>`count(*)::int`.as('unseen'))
      .where((eb) => timedScope(eb, scope))
      .where('f.last_share_at', 'is', null)
      .executeTakeFirstOrThrow();
    return listed + counts.removed + unseen;
  }

  /**
   * What each series did from `from` (a 4-hour edge: a pool day's start) up to `until` or
   * now, whichever is earlier: the whole 4-hour buckets, then, for the part after them
   * (completeFourHoursBefore), the complete 20-minute ones (completeTwentyMinutesBefore)
   * and the 1-minute ones, as the table figures fill their windows.
   * Returns the span the sums cover, to divide by.
   */
  async sumsBetween(
    seriesIds: number[],
    from: Date,
    until: Date,
    now: Date,
  ): Promise<{ seconds: number; sums: Map<number, { accepted: number; rejected: number }> }> {
    const w = statsWindows(now);
    const end = new Date(Math.min(until.getTime(), w.end.getTime()));
    const seconds = Math.max(0, (end.getTime() - from.getTime()) / 1000);
    const sums = new Map<number, { accepted: number; rejected: number }>();
    if (seriesIds.length === 0 || seconds === 0) return { seconds, sums };
    const ids = sql`${seriesIds}::bigint[]`;
    const whole = completeFourHoursBefore(now);
    const complete20 = completeTwentyMinutesBefore(now);
    const { rows } = await sql<{ series_id: number; accepted: number; rejected: number }>`
      SELECT series_id, sum(accepted) AS accepted, sum(rejected) AS rejected
        FROM (SELECT series_id, accepted, rejected FROM hashrate_4h WHERE series_id = ANY(${ids})
                 AND bucket >= ${from} AND bucket < least(${end}::timestamptz, ${whole})
              UNION ALL
              SELECT series_id, accepted, rejected FROM hashrate_20m WHERE series_id = ANY(${ids})
                 AND bucket >= greatest(${from}::timestamptz, ${whole}) AND bucket < least(${end}::timestamptz, ${complete20})
              UNION ALL
              SELECT series_id, accepted, rejected FROM hashrate_1m WHERE series_id = ANY(${ids})
                 AND bucket >= greatest(${from}::timestamptz, ${complete20}) AND bucket < ${end}) AS b
       GROUP BY series_id`.execute(this.db);
    for (const row of rows) {
      sums.set(Number(row.series_id), { accepted: Number(row.accepted), rejected: Number(row.rejected) });
    }
    return { seconds, sums };
  }
}

/**
 * Stores every account's worker counts per status at `now` (the per-minute job, in the
 * transaction that moves the workers' share times, so counts and times always agree).
 * One pass over the workers counts them for their miner accounts, operators and pools at
 * once (grouping sets), where a statement for each took three.
 */
export async function recountStatuses(db: Kysely<Database>, now: Date): Promise<void> {
  // GROUPING()'s bits: 1 for each of miner_id, operator_id, pool_id a row is not grouped by.
  const counts = [
    { kind: 'miner', column: 'miner_id', grouped: 0b011 },
    { kind: 'operator', column: 'operator_id', grouped: 0b101 },
    { kind: 'pool', column: 'pool_id', grouped: 0b110 },
  ] as const;
  await db
    .with('counted', (cte) =>
      cte
        .selectFrom('hashrate_series as s')
        .innerJoin('hashrate_figures as f', 'f.series_id', 's.id')
        .select([
          's.miner_id',
          's.operator_id',
          's.pool_id',
          sql<number>`GROUPING(s.miner_id, s.operator_id, s.pool_id)`.as('grouped'),
          ...statusCountColumns(now),
        ])
        .where('s.kind', '=', 'worker')
        .groupBy(sql`GROUPING SETS ((s.miner_id), (s.operator_id), (s.pool_id))`),
    )
    .insertInto('worker_status_counts')
    .columns(['series_id', 'counted_at', 'stable', 'unavailable', 'off', 'removed'])
    .expression((eb) => {
      const [first, ...rest] = counts.map(({ kind, column, grouped }) =>
        eb
          .selectFrom('counted as w')
          .innerJoin('hashrate_series as a', (join) =>
            join.onRef(`a.${column}`, '=', `w.${column}`).on('a.kind', '=', kind),
          )
          // Typed: in a UNION a parameter's type is not taken from the column it goes to.
          .select([
            'a.id',
            sql<Date>`${now}::timestamptz`.as('counted_at'),
            'w.stable',
            'w.unavailable',
            'w.off',
            'w.removed',
          ])
          .where('w.grouped', '=', grouped),
      );
      return rest.reduce((union, next) => union.unionAll(next), first!);
    })
    .onConflict((oc) =>
      oc.column('series_id').doUpdateSet((eb) => ({
        counted_at: eb.ref('excluded.counted_at'),
        stable: eb.ref('excluded.stable'),
        unavailable: eb.ref('excluded.unavailable'),
        off: eb.ref('excluded.off'),
        removed: eb.ref('excluded.removed'),
      })),
    )
    .execute();
}

/** The last-share range of each status (product §9 bounds from domain/hashrate.ts), as one SQL condition. */
function hasStatus(status: WorkerStatus, bounds: ReturnType<typeof statusBounds>) {
  switch (status) {
    case 'stable':
      return sql<SqlBool>`f.last_share_at >= ${bounds.stableFrom}`;
    case 'unavailable':
      return sql<SqlBool>`f.last_share_at < ${bounds.stableFrom} AND f.last_share_at >= ${bounds.offFrom}`;
    case 'off':
      return sql<SqlBool>`f.last_share_at < ${bounds.offFrom} AND f.last_share_at > ${bounds.removedThrough}`;
    case 'removed':
      return sql<SqlBool>`f.last_share_at <= ${bounds.removedThrough}`;
  }
}

/** A worker's status (product §9 bounds from domain/hashrate.ts), as hasStatus states it; no share time yet reads as removed. */
function statusOf(bounds: ReturnType<typeof statusBounds>) {
  return sql<WorkerStatus>`CASE WHEN f.last_share_at >= ${bounds.stableFrom} THEN 'stable'
    WHEN f.last_share_at >= ${bounds.offFrom} THEN 'unavailable'
    WHEN f.last_share_at > ${bounds.removedThrough} THEN 'off' ELSE 'removed' END`;
}

function statusCountColumns(now: Date) {
  const bounds = statusBounds(now);
  const count = (status: WorkerStatus) => sql<number>`count(*) FILTER (WHERE ${hasStatus(status, bounds)})::int`;
  return [
    count('stable').as('stable'),
    count('unavailable').as('unavailable'),
    count('off').as('off'),
    count('removed').as('removed'),
  ] as const;
}

/**
 * A worker list's scope, stated on the table whose index gives the list's order: a pool's
 * or an operator's figure index when it walks that (sorted by a figure), the series'
 * indexes otherwise (by name, or a miner account's or transfers' workers, sorted whole).
 */
function indexedScope(eb: FiguresBuilder, scope: WorkerScope, walksFigures: boolean) {
  if (!walksFigures) return inScope(eb, scope);
  if (scope.kind === 'pool') return eb.and([eb('f.pool_id', '=', scope.id), eb('f.worker', '=', true)]);
  const poolOfOperator = eb.selectFrom('operators').select('operators.pool_id').where('operators.id', '=', scope.id);
  return eb.and([eb('f.pool_id', '=', poolOfOperator), eb('f.worker', '=', true), eb('f.operator_id', '=', scope.id)]);
}

/** The status, removed, account and name filters of a worker list. */
function listFilters(eb: FiguresBuilder, query: WorkersListQuery, bounds: ReturnType<typeof statusBounds>) {
  const conditions = [];
  if (query.miner_id) conditions.push(eb('s.miner_id', '=', query.miner_id));
  if (query.status) conditions.push(hasStatus(query.status, bounds));
  else if (query.removed === 'hidden') conditions.push(sql<SqlBool>`f.last_share_at > ${bounds.removedThrough}`);
  if (query.search) {
    // `account.worker`, as typed into a rig's user field: the worker part in that account
    // (a worker name has no dot, so a search with one can only be meant this way).
    const dot = query.search.indexOf('.');
    const worker = dot < 0 ? query.search : query.search.slice(dot + 1);
    if (worker) conditions.push(eb('s.worker_name', 'ilike', `%${escapeLike(worker)}%`));
    if (dot >= 0) {
      const account = query.search.slice(0, dot).toLowerCase();
      conditions.push(
        eb(
          's.miner_id',
          'in',
          eb
            .selectFrom('miner_accounts as m')
            .select('m.id')
            .where(sql<string>`lower(m.account_name)`, '=', account),
        ),
      );
    }
  }
  return eb.and(conditions);
}

/**
 * A scope's workers, for reads of their share times (statuses). A pool's or an operator's
 * on the figures' status indexes. A miner account's on its pool's status index as well as
 * on the series': the narrow ranges of the workers the clock moved since the last count
 * are a few rows pool-wide, where its series are its every worker. The transfers' on the
 * series'.
 */
function timedScope(eb: FiguresBuilder, scope: WorkerScope) {
  if (scope.boundary || scope.kind !== 'miner') return indexedScope(eb, scope, !scope.boundary);
  const poolOfMiner = eb
    .selectFrom('miner_accounts')
    .select('miner_accounts.pool_id')
    .where('miner_accounts.id', '=', scope.id);
  return eb.and([eb('f.pool_id', '=', poolOfMiner), eb('f.worker', '=', true), inScope(eb, scope)]);
}

function inScope(eb: SeriesBuilder, scope: WorkerScope) {
  if (scope.boundary === 'outgoing') {
    return eb.and([eb('s.kind', '=', 'worker'), eb('s.source_miner_id', '=', scope.id)]);
  }
  const column = scope.kind === 'pool' ? 's.pool_id' : scope.kind === 'operator' ? 's.operator_id' : 's.miner_id';
  const conditions = [eb('s.kind', '=', 'worker'), eb(column, '=', scope.id)];
  if (scope.boundary === 'incoming') conditions.push(eb('s.behaviour', '=', 'boundary'));
  return eb.and(conditions);
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
