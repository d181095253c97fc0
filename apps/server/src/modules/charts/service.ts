import type { ChartPeriod, ChartResponse, MultiStatsResponse } from '@pool/contract';
import { workerChartPeriods } from '@pool/contract';
import type { RequestContext } from '../../auth/actor.js';
import type { AccessPolicy } from '../../auth/policy.js';
import type { Clock } from '../../clock.js';
import { hashRate, rejectPercent } from '../../domain/hashrate.js';
import { ApiError } from '../../http/api-error.js';
import {
  seriesStatus,
  type MonitoringRepository,
  type SeriesActivity,
  type WorkerScope,
} from '../worker-lists/index.js';
import type { ChartsRepository } from './repository.js';

/** Parses worker ids of a query (strings in the contract, numbers in the database). */
function workerIds(ids: string[]): number[] {
  return ids.map((id) => {
    if (!/^\d{1,15}$/.test(id)) throw ApiError.invalidFields([{ name: 'id', code: 'invalid_input' }]);
    return Number(id);
  });
}

/** A chart of workers ends at 30 days: their 4-hour buckets are kept 35 days, not the accounts' 400. */
function requireWorkerChartPeriod(period: ChartPeriod): void {
  if (!(workerChartPeriods as readonly ChartPeriod[]).includes(period)) {
    throw ApiError.invalidFields([{ name: 'period', code: 'max_threshold', max: 'P30D' }]);
  }
}

/**
 * Hashrate charts of pools, operators, miner accounts and workers, and the average of each
 * over a period (product §7). Each call asks the policy first; the series are the worker
 * lists module's.
 */
export class ChartsService {
  constructor(
    private readonly charts: ChartsRepository,
    private readonly series: MonitoringRepository,
    private readonly policy: AccessPolicy,
    private readonly clock: Clock,
  ) {}

  async chart(ctx: RequestContext, scope: WorkerScope, period: ChartPeriod): Promise<ChartResponse> {
    await this.policy.authorize(ctx, scope.kind, scope.id, scope.boundary ? 'transfers' : 'monitoring');
    if (scope.boundary) requireWorkerChartPeriod(period);
    return this.chartOf(await this.series.scopeSeries(scope), period);
  }

  /** GET /miners/charts: the chart of the sum of several miner accounts. */
  async minersChart(ctx: RequestContext, ids: string[], period: ChartPeriod): Promise<ChartResponse> {
    await this.authorizeMiners(ctx, ids, 'monitoring');
    const series = (await this.series.minerSeries(ids)).flatMap((row) => (row.id === null ? [] : [row]));
    return this.chartOf(series as { id: number; first_share_at: Date | null; last_share_at: Date | null }[], period);
  }

  async minersStats(ctx: RequestContext, ids: string[], period: ChartPeriod): Promise<MultiStatsResponse> {
    await this.authorizeMiners(ctx, ids, 'monitoring');
    const rows = await this.series.minerSeries(ids);
    const named = ids.map((id) => {
      const row = rows.find((candidate) => candidate.miner_id === id)!;
      return { id, name: row.account_name, series: row.id };
    });
    return this.periodStats(named, period);
  }

  /** GET /workers/charts: the chart of the sum of some workers, each of an account the actor may see. */
  async workersChart(ctx: RequestContext, ids: string[], period: ChartPeriod): Promise<ChartResponse> {
    const workers = await this.authorizeWorkers(ctx, ids);
    requireWorkerChartPeriod(period);
    return this.chartOf(workers, period);
  }

  async workersStats(ctx: RequestContext, ids: string[], period: ChartPeriod): Promise<MultiStatsResponse> {
    const workers = await this.authorizeWorkers(ctx, ids);
    requireWorkerChartPeriod(period);
    return this.periodStats(
      workers.map((worker) => ({ id: String(worker.id), name: worker.worker_name!, series: worker.id })),
      period,
    );
  }

  private async authorizeMiners(ctx: RequestContext, ids: string[], need: 'monitoring' | 'workers') {
    for (const id of ids) {
      if (!/^[0-9a-f-]{36}$/i.test(id)) throw ApiError.invalidFields([{ name: 'id', code: 'invalid_input' }]);
    }
    await this.policy.authorizeMany(ctx, 'miner', ids, need);
  }

  private async authorizeWorkers(ctx: RequestContext, ids: string[]) {
    const numeric = [...new Set(workerIds(ids))];
    const workers = await this.series.workersByIds(numeric);
    if (workers.length !== numeric.length) throw ApiError.notFound('Unknown worker');
    await this.policy.authorizeMany(
      ctx,
      'miner',
      workers.map((worker) => worker.miner_id!),
      'workers',
    );
    return workers;
  }

  private async chartOf(series: (SeriesActivity & { id: number })[], period: ChartPeriod): Promise<ChartResponse> {
    const now = this.clock();
    const points = await this.charts.chart(
      series.map((row) => row.id),
      period,
      now,
    );
    return {
      period,
      status: seriesStatus(series, now),
      points: points.map((point) => ({ ...point, time: point.time.toISOString() })),
    };
  }

  private async periodStats(
    items: { id: string; name: string; series: number | null }[],
    period: ChartPeriod,
  ): Promise<MultiStatsResponse> {
    const { seconds, sums } = await this.charts.periodSums(
      items.flatMap((item) => (item.series === null ? [] : [item.series])),
      period,
      this.clock(),
    );
    return {
      period,
      data: items.map((item) => {
        const sum = (item.series !== null && sums.get(item.series)) || { accepted: 0, rejected: 0 };
        return {
          id: item.id,
          name: item.name,
          hash_rate: hashRate(sum.accepted, seconds),
          reject_pct: rejectPercent(sum.accepted, sum.rejected) ?? 0,
        };
      }),
    };
  }
}
