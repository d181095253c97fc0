import type {
  AccountsSummary,
  AccountStats,
  ChartStatus,
  HashRates,
  MinerAccount,
  MinersResponse,
  MinerWithStats,
  WorkerStatusCounts,
  WorkersResponse,
} from '@pool/contract';
import {
  minersExportLimit,
  workersExportLimit,
  workersExportMaxDaysBack,
  type minersExportQuerySchema,
  type minersQuerySchema,
  type workersExportQuerySchema,
  type workersQuerySchema,
} from '@pool/contract';
import type { z } from 'zod';
import { requireUser, type RequestContext } from '../../auth/actor.js';
import type { AccessPolicy } from '../../auth/policy.js';
import type { Clock } from '../../clock.js';
import { toPaginated } from '../../db/page.js';
import { ApiError } from '../../http/api-error.js';
import { exportDaysOf } from '../../http/export-range.js';
import { csvOf } from '../../http/spreadsheet.js';
import { exportContentTypes, fileNamePart, tableFile } from '../../http/table-export.js';
import type { Account, AccountKind } from '../accounts/index.js';
import { normalizePercent } from '../../domain/percent.js';
import { poolDayOf } from '../../domain/pool-day.js';
import type { FigureRow, MonitoringRepository, SeriesActivity, WorkerScope } from './repository.js';
import { customersExportColumns } from './customers-export.js';
import { decodeWorkersCursor, encodeWorkersCursor } from './workers-cursor.js';
import { chartStatus, hashRate, rejectPercent } from '../../domain/hashrate.js';
import { workersExportColumns, workersExportRow, workersRangeCells, workersRangeColumns } from './workers-export.js';

type MinersListQuery = z.output<typeof minersQuerySchema>;
type MinersExportQuery = z.output<typeof minersExportQuerySchema>;

type ParsedWorkersQuery = z.output<typeof workersQuerySchema>;
type ParsedWorkersExportQuery = z.output<typeof workersExportQuerySchema>;

const zeroFigures: FigureRow = {
  hash_rate_15m: 0,
  hash_rate_1h: 0,
  hash_rate_24h: 0,
  hash_rate_1w: 0,
  hash_rate_30d: 0,
  reject_pct_15m: 0,
  computed_at: null,
};

function toHashRates(figures: HashRates): HashRates {
  return {
    hash_rate_15m: figures.hash_rate_15m,
    hash_rate_1h: figures.hash_rate_1h,
    hash_rate_24h: figures.hash_rate_24h,
    hash_rate_1w: figures.hash_rate_1w,
    hash_rate_30d: figures.hash_rate_30d,
    reject_pct_15m: figures.reject_pct_15m,
  };
}

/** Sums the figures of several series; rejects re-weighted by each series' submitted difficulty. */
function sumFigures(rows: FigureRow[]): FigureRow {
  if (rows.length === 1) return rows[0]!;
  const total = { ...zeroFigures };
  let accepted = 0;
  let rejected = 0;
  for (const row of rows) {
    total.hash_rate_15m += row.hash_rate_15m;
    total.hash_rate_1h += row.hash_rate_1h;
    total.hash_rate_24h += row.hash_rate_24h;
    total.hash_rate_1w += row.hash_rate_1w;
    total.hash_rate_30d += row.hash_rate_30d;
    // hash_rate_15m is proportional to accepted difficulty; rejects follow from the percentage.
    accepted += row.hash_rate_15m;
    if (row.reject_pct_15m < 100) rejected += (row.hash_rate_15m * row.reject_pct_15m) / (100 - row.reject_pct_15m);
    if (row.computed_at && (!total.computed_at || row.computed_at > total.computed_at))
      total.computed_at = row.computed_at;
  }
  total.reject_pct_15m = rejectPercent(accepted, rejected) ?? 0;
  return total;
}

/** The status of the sum of some series (a chart's, an account's stats): from the first share of any to the last of any. */
export function seriesStatus(rows: SeriesActivity[], now: Date): ChartStatus {
  let first: Date | null = null;
  let last: Date | null = null;
  for (const row of rows) {
    if (row.first_share_at && (!first || row.first_share_at < first)) first = row.first_share_at;
    if (row.last_share_at && (!last || row.last_share_at > last)) last = row.last_share_at;
  }
  return chartStatus({ firstShareAt: first, lastShareAt: last }, now);
}

/** The one definition of an account's worker count (contract workerStatusCountsSchema): removed workers are apart. */
function toCounts(counts: Record<'stable' | 'unavailable' | 'off' | 'removed', number>): WorkerStatusCounts {
  return { ...counts, total: counts.stable + counts.unavailable + counts.off };
}

export function toMinerAccount(account: Omit<Account, 'owned'>): MinerAccount {
  return {
    id: account.id,
    account_name: account.name,
    title: account.title,
    pool_id: account.pool_id,
    operator_id: account.operator_id,
    parent_id: account.parent_id,
    created_at: account.created_at.toISOString(),
  };
}

/**
 * Stats, worker lists and customers tables of pools, operators and miner accounts (product §7).
 * Each call asks the policy first; the rules of product §9 run on the injected clock.
 */
export class MonitoringService {
  constructor(
    private readonly repository: MonitoringRepository,
    private readonly policy: AccessPolicy,
    private readonly clock: Clock,
  ) {}

  account(ctx: RequestContext, kind: AccountKind, id: string): Promise<Account> {
    return this.policy.authorize(ctx, kind, id, 'monitoring');
  }

  async stats(ctx: RequestContext, scope: WorkerScope): Promise<AccountStats> {
    await this.policy.authorize(ctx, scope.kind, scope.id, scope.boundary ? 'transfers' : 'monitoring');
    const now = this.clock();
    const series = await this.repository.scopeSeries(scope);
    const [figures, counts] = await Promise.all([
      this.repository.figures(series.map((row) => row.id)),
      this.repository.statusCounts(scope, now),
    ]);
    const summed = figures.length ? sumFigures(figures) : zeroFigures;
    return {
      ...toHashRates(summed),
      status: seriesStatus(series, now),
      workers: toCounts(counts),
      computed_at: summed.computed_at?.toISOString() ?? null,
    };
  }

  async statuses(ctx: RequestContext, scope: WorkerScope): Promise<WorkerStatusCounts> {
    await this.policy.authorize(ctx, scope.kind, scope.id, scope.boundary ? 'transfers' : 'monitoring');
    return toCounts(await this.repository.statusCounts(scope, this.clock()));
  }

  async workers(ctx: RequestContext, scope: WorkerScope, query: ParsedWorkersQuery): Promise<WorkersResponse> {
    const after = query.cursor === undefined ? undefined : decodeWorkersCursor(query.cursor, query);
    await this.policy.authorize(ctx, scope.kind, scope.id, scope.boundary ? 'transfers' : 'workers');
    const now = this.clock();
    const list = await this.repository.listWorkers(scope, { ...query, after }, now);
    const page = toPaginated(list, query, (row) => ({
      id: String(row.id),
      worker_name: row.worker_name,
      miner_id: row.miner_id,
      account_name: row.account_name,
      status: row.status,
      behaviour: row.behaviour,
      transfer_source: row.source_miner_id
        ? { miner_id: row.source_miner_id, account_name: row.source_account_name ?? '' }
        : null,
      first_share_at: row.first_share_at,
      last_share_at: row.last_share_at,
      hash_rate_15m: row.hash_rate_15m,
      hash_rate_1h: row.hash_rate_1h,
      hash_rate_24h: row.hash_rate_24h,
      hash_rate_1w: row.hash_rate_1w,
      hash_rate_30d: row.hash_rate_30d,
      reject_pct_15m: row.reject_pct_15m,
    }));
    const nextCursor = list.next && encodeWorkersCursor(list.next, query);
    return { data: page.data, pagination: { ...page.pagination, next_cursor: nextCursor } };
  }

  /**
   * GET …/workers/export: the list as the workers page filters and sorts it, as CSV, at most
   * `workersExportLimit` workers (the file says when it was cut). Figures in TH/s and percent.
   */
  async workersExport(
    ctx: RequestContext,
    scope: WorkerScope,
    query: ParsedWorkersExportQuery,
  ): Promise<{ fileName: string; contentType: string; body: string; truncated: boolean }> {
    const account = await this.policy.authorize(ctx, scope.kind, scope.id, 'workers');
    const now = this.clock();
    const days = exportDaysOf(query, now, { maxDaysBack: workersExportMaxDaysBack });
    const { rows, total } = await this.repository.listWorkers(
      scope,
      { ...query, page: 1, per_page: workersExportLimit },
      now,
    );
    const safeName = account.name.replace(/[^A-Za-z0-9_-]/g, '_');
    const today = now.toISOString().slice(0, 10);
    let body: string;
    if (days) {
      const { seconds, sums } = await this.repository.sumsBetween(
        rows.map((row) => row.id),
        days.from,
        days.until,
        now,
      );
      const range = (row: { id: number }) => {
        const sum = sums.get(row.id) ?? { accepted: 0, rejected: 0 };
        return workersRangeCells(hashRate(sum.accepted, seconds), rejectPercent(sum.accepted, sum.rejected) ?? 0);
      };
      body = csvOf(
        [...workersExportColumns, ...workersRangeColumns(query.from!, query.to!)],
        rows.map((row) => [...workersExportRow(row), ...range(row)]),
      );
    } else {
      body = csvOf(workersExportColumns, rows.map(workersExportRow));
    }
    return {
      fileName: days ? `workers-${safeName}-${query.from}-${query.to}.csv` : `workers-${safeName}-${today}.csv`,
      contentType: exportContentTypes.csv,
      body,
      truncated: total > rows.length,
    };
  }

  /**
   * GET /pools|operators/{id}/miners: the customers table, with the sums of the whole list.
   * The balance is in it for callers whose access opens payments; the operator's fee as
   * well, unless every permission they see it by carries `total_fee_hide`. Sorting by a
   * column they may not see sorts by name.
   */
  async miners(
    ctx: RequestContext,
    kind: 'pool' | 'operator',
    id: string,
    query: MinersListQuery,
  ): Promise<MinersResponse> {
    const account = await this.policy.authorize(ctx, kind, id, 'monitoring');
    const now = this.clock();
    const shown = await this.moneyShown(ctx, account);
    const [page, totals] = await Promise.all([
      this.minerRows(kind, id, query, shown, now),
      this.repository.minersTotals(kind, id, query, shown.balance, now),
    ]);
    return {
      ...toPaginated(page, query, (row) => row),
      totals: {
        hash_rate_15m: totals.hash_rate_15m,
        hash_rate_24h: totals.hash_rate_24h,
        workers: toCounts(totals.workers),
        ...(shown.balance ? { balance: Number(totals.balance ?? 0) } : {}),
      },
    };
  }

  /**
   * GET /pools|operators/{id}/miners/export: the whole customers table as the page searches,
   * filters and sorts it, with the same columns (the balance and the fee as the table shows
   * them to the caller), as CSV or XLSX; at most `minersExportLimit` accounts.
   */
  async minersExport(
    ctx: RequestContext,
    kind: 'pool' | 'operator',
    id: string,
    query: MinersExportQuery,
  ): Promise<{ fileName: string; contentType: string; body: string | Buffer; truncated: boolean }> {
    const account = await this.policy.authorize(ctx, kind, id, 'export_customers');
    const now = this.clock();
    const shown = await this.moneyShown(ctx, account);
    const { rows, total } = await this.minerRows(
      kind,
      id,
      { ...query, page: 1, per_page: minersExportLimit },
      shown,
      now,
    );
    const columns = customersExportColumns(shown);
    return {
      fileName: `customers-${fileNamePart(account.name)}-${poolDayOf(now)}.${query.format}`,
      contentType: exportContentTypes[query.format],
      body: await tableFile(query.format, 'Customers', columns, rows),
      truncated: total > rows.length,
    };
  }

  /** What of the money a caller sees in the customers table: the balances with payments, the operator's fee without total_fee_hide. */
  private async moneyShown(ctx: RequestContext, account: Account): Promise<{ balance: boolean; fee: boolean }> {
    const moneyBy = await this.policy.permissionsFor(ctx, account, 'payments');
    return {
      balance: moneyBy.length > 0,
      fee: moneyBy.some((permission) => !permission.sections.includes('total_fee_hide')),
    };
  }

  /** One page of the customers table as the contract writes its rows, with each account's workers by status. */
  private async minerRows(
    kind: 'pool' | 'operator',
    id: string,
    query: MinersListQuery,
    shown: { balance: boolean; fee: boolean },
    now: Date,
  ): Promise<{ rows: MinerWithStats[]; total: number }> {
    const page = await this.repository.listMiners(
      kind,
      id,
      query,
      { balance: shown.balance, feeDay: shown.fee ? poolDayOf(now) : undefined },
      now,
    );
    const counts = await this.repository.statusCountsByMiner(
      page.rows.map((row) => row.id),
      now,
    );
    const none = { stable: 0, unavailable: 0, off: 0, removed: 0 };
    const rows = page.rows.map((row) => ({
      ...toMinerAccount({ kind: 'miner', ...row }),
      ...toHashRates(row),
      status: chartStatus(toActivity(row), now),
      workers: toCounts(counts.get(row.id) ?? none),
      parent_account_name: row.parent_account_name,
      ...(shown.balance ? { balance: Number(row.balance ?? 0) } : {}),
      ...(row.operator_fee !== null ? { operator_fee: normalizePercent(row.operator_fee) } : {}),
    }));
    return { rows, total: page.total };
  }

  /**
   * GET /miners/summary: the person's own miner accounts (those their miner permissions
   * name) as rows of the customers table, with its sums. Each account's balance is in it
   * only where the person reads its payments, and the total balance sums those shown.
   */
  async accountsSummary(ctx: RequestContext): Promise<AccountsSummary> {
    requireUser(ctx);
    const ids = await this.policy.minerAccountsWith(ctx, 'accounts_summary');
    if (ids.length === 0) throw ApiError.accessDenied();
    const now = this.clock();
    const [rows, counts, accounts] = await Promise.all([
      this.repository.minersByIds(ids),
      this.repository.statusCountsByMiner(ids, now),
      this.policy.authorizeMany(ctx, 'miner', ids, 'accounts_summary'),
    ]);
    const readsMoney = new Set<string>();
    for (const account of accounts) {
      if (await this.policy.allows(ctx, account, 'payments')) readsMoney.add(account.id);
    }
    const none = { stable: 0, unavailable: 0, off: 0, removed: 0 };
    const data = rows.map((row) => ({
      ...toMinerAccount({ kind: 'miner', ...row }),
      ...toHashRates(row),
      status: chartStatus(toActivity(row), now),
      workers: toCounts(counts.get(row.id) ?? none),
      parent_account_name: row.parent_account_name,
      ...(readsMoney.has(row.id) ? { balance: Number(row.balance) } : {}),
    }));
    const workers = { ...none };
    for (const row of rows) {
      for (const status of ['stable', 'unavailable', 'off', 'removed'] as const) {
        workers[status] += counts.get(row.id)?.[status] ?? 0;
      }
    }
    return {
      data,
      totals: {
        hash_rate_15m: data.reduce((sum, row) => sum + row.hash_rate_15m, 0),
        hash_rate_24h: data.reduce((sum, row) => sum + row.hash_rate_24h, 0),
        workers: toCounts(workers),
        ...(readsMoney.size > 0 ? { balance: data.reduce((sum, row) => sum + (row.balance ?? 0), 0) } : {}),
      },
    };
  }
}

function toActivity(activity: SeriesActivity) {
  return { firstShareAt: activity.first_share_at, lastShareAt: activity.last_share_at };
}
