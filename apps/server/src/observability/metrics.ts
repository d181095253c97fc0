import type { FastifyBaseLogger } from 'fastify';
import { Counter, Gauge, Histogram } from 'prom-client';
import { foundBlockStates } from '@pool/contract';
import { createMetricsRegistry } from '@pool/stratum';
import type { Db } from '../db/database.js';
import type { BlockchainPayoutStatus } from '../db/schema.js';
import { BlocksRepository } from '../modules/blocks/index.js';
import type { StatsPhase } from '../modules/stats-job/index.js';

/** What pool_job_duration_seconds's job label names. */
export type TimedJob = 'stats' | 'partitions' | 'rewards' | 'payouts' | 'payouts-poll' | 'notifications' | 'blocks';

const payoutStatuses: readonly BlockchainPayoutStatus[] = ['created', 'sent', 'completed', 'canceled', 'failed'];

/**
 * The API server's Prometheus metrics: the process's and Node.js's defaults, share
 * ingestion, job durations, and gauges of database state read at scrape time (each one
 * grouped count over a small table). A stratum node running in this process adds its own.
 */
export class ServerMetrics {
  readonly registry = createMetricsRegistry();
  readonly ingestShares = new Counter({
    name: 'pool_ingest_shares_total',
    help: 'Shares the ingestion endpoint counted, by result (accepted, rejected, ignored: unknown account or worker, out of time)',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });
  private readonly jobDuration = new Histogram({
    name: 'pool_job_duration_seconds',
    help: 'Duration of job runs: the per-minute statistics (stats), rewards, payouts and their follow-up, notifications, found blocks followed (blocks)',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 180, 600],
    registers: [this.registry],
  });
  private readonly statsPhaseDuration = new Histogram({
    name: 'pool_stats_job_phase_seconds',
    help: 'Duration of each step of the per-minute statistics job: rollup (minute rows into 20-minute buckets), carry (closed 20-minute buckets into 4-hour ones), figures (the window sums), statuses (worker status counts, and the commit of both), retention (expired rows and partitions)',
    labelNames: ['phase'] as const,
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60],
    registers: [this.registry],
  });
  private readonly jobFailures = new Counter({
    name: 'pool_job_failures_total',
    help: 'Job runs that ended in an error, by job',
    labelNames: ['job'] as const,
    registers: [this.registry],
  });

  constructor(db: Db, log: FastifyBaseLogger) {
    const blocks = new BlocksRepository(db);
    // A failed read leaves the gauge without samples: the scrape still answers (process
    // metrics matter most while the database is away), and the absence is what alerts see.
    const fillCounts = async <Label extends string>(
      gauge: Gauge<Label>,
      label: Label,
      values: readonly string[],
      read: () => Promise<Map<string, number>>,
    ) => {
      gauge.reset();
      try {
        const counts = await read();
        for (const value of values) gauge.set({ [label]: value } as Record<Label, string>, counts.get(value) ?? 0);
      } catch (error) {
        log.warn({ err: error, metric: label }, 'metric not collected');
      }
    };
    new Gauge({
      name: 'pool_payout_requests',
      help: 'Payout requests (one per pool and day) by status',
      labelNames: ['status'] as const,
      registers: [this.registry],
      collect() {
        return fillCounts(this, 'status', payoutStatuses, async () => {
          const rows = await db
            .selectFrom('blockchain_payout_requests')
            .select(['status', (eb) => eb.fn.countAll<string>().as('count')])
            .groupBy('status')
            .execute();
          return new Map(rows.map((row) => [row.status, Number(row.count)]));
        });
      },
    });
    new Gauge({
      name: 'pool_blocks_total',
      help: 'Blocks the pool found, by state (immature below 100 confirmations, mature, orphaned off the best chain, rejected by the node)',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        return fillCounts(this, 'state', foundBlockStates, () => blocks.countByState());
      },
    });
  }

  /** Records the steps of a completed per-minute statistics run. */
  recordStatsPhases(phaseMs: Record<StatsPhase, number>): void {
    for (const [phase, ms] of Object.entries(phaseMs)) this.statsPhaseDuration.observe({ phase }, ms / 1000);
  }

  /** Runs a job and records its duration (failed runs too, and counts those). */
  async timeJob<T>(job: TimedJob, work: () => Promise<T>): Promise<T> {
    const stop = this.jobDuration.startTimer({ job });
    try {
      return await work();
    } catch (error) {
      this.jobFailures.inc({ job });
      throw error;
    } finally {
      stop();
    }
  }
}
