import { z } from 'zod';
import { exportRangeSchema } from './export-range.js';
import { permissionSchema } from './identity.js';
import { chartPeriods, workerStatuses } from './monitoring-constants.js';

/**
 * Monitoring: hashrate, workers, charts and watcher links (product §3, §7 "Pools",
 * "Operators", "Miners and workers", §9). Hashrate is in H/s, times ISO-8601 UTC.
 */

export const chartPeriodSchema = z.enum(chartPeriods);

export const chartStatusSchema = z.enum(['ok', 'collecting', 'unavailable', 'stale', 'nodata']);
export type ChartStatus = z.infer<typeof chartStatusSchema>;

export const workerStatusSchema = z.enum(workerStatuses);

export const workerBehaviourSchema = z.enum(['hardware', 'boundary']);
export type WorkerBehaviour = z.infer<typeof workerBehaviourSchema>;

export const workerSortFieldSchema = z.enum([
  'worker_name',
  'hash_rate_15m',
  'hash_rate_1h',
  'hash_rate_24h',
  'reject_pct_15m',
]);
export type WorkerSortField = z.infer<typeof workerSortFieldSchema>;
export const sortOrderSchema = z.enum(['asc', 'desc']);
export type SortOrder = z.infer<typeof sortOrderSchema>;

const hashRate = z.number().nonnegative();
/** Reject share of the submitted difficulty, 0–100. */
const percent = z.number().min(0).max(100);
const timestamp = z.iso.datetime();
const count = z.number().int().nonnegative();

/** A query value that may come once or repeated (`?id=a&id=b`): always a list. */
function repeated<T extends z.ZodType>(item: T) {
  return z.preprocess(
    (value: unknown): unknown[] => (Array.isArray(value) ? (value as unknown[]) : value === undefined ? [] : [value]),
    z.array(item),
  );
}

/** Every list paginates the same way (DESIGN "Data conventions"). `per-page` is accepted too. */
export const maxPerPage = 1000;
export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(maxPerPage).default(50),
});
export const paginationSchema = z.object({ page: count, per_page: count, total: count });
export function paginated<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), pagination: paginationSchema });
}
/** One page of a list as every list endpoint answers it. */
export interface Paginated<Row> {
  data: Row[];
  pagination: z.infer<typeof paginationSchema>;
}

// ---------------------------------------------------------------------------
// Accounts

export const poolSchema = z.object({ id: z.string(), name: z.string() });
export type PoolAccount = z.infer<typeof poolSchema>;
export const operatorSchema = z.object({ id: z.string(), name: z.string(), title: z.string(), pool_id: z.string() });
export type OperatorAccount = z.infer<typeof operatorSchema>;
export const minerAccountSchema = z.object({
  id: z.string(),
  account_name: z.string(),
  title: z.string().nullable(),
  pool_id: z.string(),
  operator_id: z.string().nullable(),
  parent_id: z.string().nullable(),
  created_at: timestamp,
});
export type MinerAccount = z.infer<typeof minerAccountSchema>;

export const accountIdParamsSchema = z.object({ id: z.uuid() });

// ---------------------------------------------------------------------------
// Hashrate, statuses and charts

/**
 * An account's workers by status. `total` is the account's worker count wherever it is
 * shown (the dashboard's "Workers", the workers page's "All", a list without a status
 * filter): stable + unavailable + off. Removed workers (six full days off) are gone for
 * good and counted apart, in `removed`.
 */
export const workerStatusCountsSchema = z.object({
  stable: count,
  unavailable: count,
  off: count,
  removed: count,
  total: count,
});
export type WorkerStatusCounts = z.infer<typeof workerStatusCountsSchema>;

/** Table hashrate periods of product §9: 15m, 1h, 1d, 1w, 30d. */
export const hashRatesSchema = z.object({
  hash_rate_15m: hashRate,
  hash_rate_1h: hashRate,
  hash_rate_24h: hashRate,
  hash_rate_1w: hashRate,
  hash_rate_30d: hashRate,
  reject_pct_15m: percent,
});
export type HashRates = z.infer<typeof hashRatesSchema>;

/** GET …/stats of a pool, operator or miner account: its hashrate, workers and chart state. */
export const accountStatsSchema = hashRatesSchema.extend({
  status: chartStatusSchema,
  workers: workerStatusCountsSchema,
  /** When the hashrate figures were computed (they are refreshed every minute). */
  computed_at: timestamp.nullable(),
});
export type AccountStats = z.infer<typeof accountStatsSchema>;

export const chartQuerySchema = z.object({ period: chartPeriodSchema });
/**
 * One point of a chart: the hashrate of its accepted work and the share of the submitted
 * work that was rejected (null when nothing was submitted in the point).
 */
export const chartPointSchema = z.object({ time: timestamp, hash_rate: hashRate, reject_pct: percent.nullable() });
export type ChartPoint = z.infer<typeof chartPointSchema>;
/** A chart: one point per data-point average of the period (product §9), oldest first. */
export const chartResponseSchema = z.object({
  period: chartPeriodSchema,
  status: chartStatusSchema,
  points: z.array(chartPointSchema),
});
export type ChartResponse = z.infer<typeof chartResponseSchema>;

/** GET /miners/charts and /workers/charts: repeated ids (at most 100) and a period; the chart of their sum. */
export const maxIdsPerQuery = 100;
export const multiChartQuerySchema = z.object({
  id: repeated(z.string().min(1).max(64)).pipe(z.array(z.string()).min(1).max(maxIdsPerQuery)),
  period: chartPeriodSchema,
});

/** GET /miners/stats and /workers/stats: the average hashrate and rejects of each id over the period. */
export const periodStatsItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  hash_rate: hashRate,
  reject_pct: percent,
});
export const multiStatsResponseSchema = z.object({
  period: chartPeriodSchema,
  data: z.array(periodStatsItemSchema),
});
export type MultiStatsResponse = z.infer<typeof multiStatsResponseSchema>;

// ---------------------------------------------------------------------------
// Workers

export const workerSchema = hashRatesSchema.extend({
  /** Worker ids are numbers on the server; strings here so the app never does arithmetic on them. */
  id: z.string(),
  worker_name: z.string(),
  miner_id: z.string(),
  account_name: z.string(),
  status: workerStatusSchema,
  behaviour: workerBehaviourSchema,
  /** A boundary worker's source: the account that directs this hashrate to `account_name`. */
  transfer_source: z.object({ miner_id: z.string(), account_name: z.string() }).nullable(),
  first_share_at: timestamp.nullable(),
  last_share_at: timestamp.nullable(),
});
export type Worker = z.infer<typeof workerSchema>;

/** Room for a worker name, or for `account.worker` as it is typed into a rig (64 + 1 + 64). */
export const workerNameSearchMaxLength = 129;
const workersFilterSchema = z.object({
  sort: workerSortFieldSchema.default('worker_name'),
  order: sortOrderSchema.default('asc'),
  status: workerStatusSchema.optional(),
  search: z.string().trim().max(workerNameSearchMaxLength).optional(),
  /**
   * Without a status filter: `hidden` (the default) lists the workers `total` counts, the
   * removed ones left out; `shown` lists them too (and workers whose first shares are not
   * counted yet). `status=removed` lists the removed ones alone.
   */
  removed: z.enum(['shown', 'hidden']).default('hidden'),
  /** A pool's or an operator's list: only this miner account's workers (a customer's rigs). */
  miner_id: z.uuid().optional(),
});
/** A worker list's cursors are short: a sort value and a worker id, encoded. */
export const workersCursorMaxLength = 200;
/**
 * `cursor`: the `next_cursor` of the previous page (keyset pagination): the rows after that
 * page's last row in the same sort and order, however deep, without counting the rows
 * before; `page` is not used then. A cursor of another sort or order, or not one a list
 * gave, is refused (400 `invalid_cursor`).
 */
export const workersQuerySchema = paginationQuerySchema.extend(workersFilterSchema.shape).extend({
  cursor: z.string().min(1).max(workersCursorMaxLength).optional(),
});
export type WorkersQuery = z.input<typeof workersQuerySchema>;
/**
 * GET …/workers/export: the same filters and order, every matching worker (up to the export
 * limit); with `from`–`to` (pool days within the last 30) also each worker's average
 * hashrate and rejected share over those days.
 */
export const workersExportQuerySchema = workersFilterSchema.extend(exportRangeSchema.shape);
export type WorkersExportQuery = z.input<typeof workersExportQuerySchema>;
/** An export holds at most this many workers; X-Export-Truncated says when it was cut. */
export const workersExportLimit = 100_000;
/**
 * A page of workers: `next_cursor` reads the rows after this page (null after the last). Rows
 * whose figures or status change between two pages may move past the cursor or behind it
 * (the figures are refreshed every minute): a page never repeats or skips a row that kept
 * its place.
 */
export const workersResponseSchema = z.object({
  data: z.array(workerSchema),
  pagination: paginationSchema.extend({ next_cursor: z.string().nullable() }),
});
export type WorkersResponse = z.infer<typeof workersResponseSchema>;

export const randomWorkerNameResponseSchema = z.object({ name: z.string() });

/**
 * A miner account with its hashrate, in the miners list of a pool or operator (the
 * customers table). `balance` (satoshi) only for callers whose access opens payments;
 * `operator_fee` (the operator's fee in force today, a decimal percent string) only for
 * an operator's customers and callers who see payments without `total_fee_hide`.
 */
export const minerWithStatsSchema = minerAccountSchema.extend(hashRatesSchema.shape).extend({
  status: chartStatusSchema,
  workers: workerStatusCountsSchema,
  parent_account_name: z.string().nullable(),
  balance: z.number().int().nonnegative().optional(),
  operator_fee: z.string().optional(),
});
export type MinerWithStats = z.infer<typeof minerWithStatsSchema>;
/**
 * Sort fields of the miners list; `balance` and `operator_fee` fall back to the name for who
 * may not see them. `workers` orders by the workers down (unavailable or off), then by the
 * workers up: descending, the customers that need a look come first.
 */
export const minerSortFieldSchema = z.enum([
  'account_name',
  'title',
  'hash_rate_15m',
  'hash_rate_24h',
  'workers',
  'balance',
  'operator_fee',
  'created_at',
]);
export type MinerSortField = z.infer<typeof minerSortFieldSchema>;
export const minersQuerySchema = paginationQuerySchema.extend({
  search: z.string().trim().max(64).optional(),
  /** Only the accounts with a worker down (unavailable or off): the ones someone should look at. */
  workers_down: z.enum(['true']).optional(),
  sort: minerSortFieldSchema.default('account_name'),
  order: sortOrderSchema.default('asc'),
});
export type MinersQuery = z.input<typeof minersQuerySchema>;
/**
 * The whole list's sums (every account the search and filter keep, not one page): hashrate,
 * workers by status and, for who reads payments, the balance. An operator's list adds, for
 * who reads its fee income, `fee_income_30d`: its fee from these customers over the last 30
 * pool days up to yesterday (GET /operators/{id}/fee-income's default range), in satoshi.
 */
export const minersTotalsSchema = z.object({
  hash_rate_15m: z.number(),
  hash_rate_24h: z.number(),
  workers: workerStatusCountsSchema,
  balance: z.number().int().nonnegative().optional(),
  fee_income_30d: z.number().int().nonnegative().optional(),
});
export type MinersTotals = z.infer<typeof minersTotalsSchema>;
export const minersResponseSchema = paginated(minerWithStatsSchema).extend({ totals: minersTotalsSchema });
export type MinersResponse = z.infer<typeof minersResponseSchema>;

/**
 * GET /miners/summary: every miner account the signed-in person holds a permission on, with
 * the customers table's figures (hashrate, workers by status, balance where they read
 * payments), and their sums. `totals.balance` sums the balances shown.
 */
export const accountsSummarySchema = z.object({
  data: z.array(minerWithStatsSchema),
  totals: minersTotalsSchema,
});
export type AccountsSummary = z.infer<typeof accountsSummarySchema>;

// ---------------------------------------------------------------------------
// Watcher links (product §1 "Watchers", §4 "Watcher check")

export const watcherTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/);
/** What a watcher link opens besides the dashboard: the workers, or the workers and the payments. */
export const watcherOpensSchema = z.enum(['workers', 'workers_and_payments']);
export type WatcherOpens = z.infer<typeof watcherOpensSchema>;
export const watcherSchema = z.object({
  token: z.string(),
  miner_id: z.string(),
  account_name: z.string(),
  name: z.string().nullable(),
  opens: watcherOpensSchema,
  created_at: timestamp,
});
export type Watcher = z.infer<typeof watcherSchema>;
export const watcherNameMaxLength = 100;
const watcherName = z.string().trim().max(watcherNameMaxLength).optional();
/** A new link opens the workers only unless its owner chooses the payments too. */
const watcherOpens = watcherOpensSchema.default('workers');
export const createMinerWatcherBodySchema = z.object({ name: watcherName, opens: watcherOpens });
export const createIdentityWatcherBodySchema = z.object({ miner_id: z.uuid(), name: watcherName, opens: watcherOpens });
export const deleteMinerWatcherQuerySchema = z.object({ token: watcherTokenSchema });
export const watchersResponseSchema = z.object({ data: z.array(watcherSchema) });
/** GET /watchers/{token}: the token as the link gives it. */
export const watcherLinkParamsSchema = z.object({ token: z.string().max(200) });

/**
 * GET /watchers/{token}, without credentials: what the link opens. Product §3 "Watcher
 * permissions: a list (the first is used)"; the permission is read-only.
 */
export const watcherCheckResponseSchema = z.object({
  token: z.string(),
  permissions: z.array(permissionSchema),
});
export type WatcherCheckResponse = z.infer<typeof watcherCheckResponseSchema>;

// ---------------------------------------------------------------------------
// Share ingestion (internal: a stratum server or share logger calls it)

export const shareIngestPath = '/api/internal/v1/shares';
/** `account.worker` as miners type it into their rigs; a bare `account` is the worker "default". */
export const workerNamePattern = /^[A-Za-z0-9_-]{1,64}$/;
export const defaultWorkerName = 'default';
export const maxSharesPerBatch = 10_000;

export const shareSchema = z.object({
  worker: z.string().min(1).max(129),
  difficulty: z.number().positive().max(1e18),
  time: timestamp,
  accepted: z.boolean(),
});
export type Share = z.infer<typeof shareSchema>;
export const shareBatchSchema = z.object({
  batch_id: z.string().min(1).max(128),
  shares: z.array(shareSchema).min(1).max(maxSharesPerBatch),
});
export type ShareBatch = z.infer<typeof shareBatchSchema>;
export const shareBatchResultSchema = z.object({
  batch_id: z.string(),
  /** True when this batch id was taken before: nothing was counted again. */
  duplicate: z.boolean(),
  accepted: count,
  rejected: count,
  /** Shares of accounts this pool does not know, or with unusable worker names or times. */
  ignored: count,
});
export type ShareBatchResult = z.infer<typeof shareBatchResultSchema>;
