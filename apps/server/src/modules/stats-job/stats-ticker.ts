import type { FastifyBaseLogger } from 'fastify';
import type { ReadinessCheck } from '@pool/stratum';
import type { ServerMetrics } from '../../observability/metrics.js';
import { minute } from '../../domain/hashrate.js';
import type { StatsRefresh } from './stats-refresh.js';

/** Seconds after each minute the refresh runs, so shares stamped in the last minute have arrived. */
const delayAfterMinuteMs = 5_000;
/** Without a completed run for this long the per-minute figures are stale: the server is not ready. */
const staleAfterMs = 3 * minute;

/**
 * Runs the figures refresh now and then every minute. It recomputes from the buckets,
 * so a missed or doubled run only delays or repeats the same figures: a timer is enough
 * (money jobs, which must run exactly once, go through the durable queue).
 */
export function startStatsTicker(
  refresh: Pick<StatsRefresh, 'run' | 'dropDetachedPartitions'>,
  log: FastifyBaseLogger,
  metrics: Pick<ServerMetrics, 'timeJob' | 'recordStatsPhases'>,
  /** Milliseconds; a test moves it to see the readiness go stale. */
  now: () => number = Date.now,
): { stop(): Promise<void>; runNow(): Promise<void>; readiness: ReadinessCheck } {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  // Counted from the start, so the first minutes are not taken for a stalled job.
  let completedAt = now();
  const runOnce = () =>
    metrics
      .timeJob('stats', () => refresh.run())
      .then(
        (run) => {
          completedAt = now();
          // null: another instance ran this minute's job.
          if (run) metrics.recordStatsPhases(run.phaseMs);
        },
        (error: unknown) => log.error({ err: error }, 'hashrate figures refresh failed'),
      )
      // After the run, so that the figures are not held back by it, and before the next.
      .then(async () => {
        await metrics.timeJob('partitions', () => refresh.dropDetachedPartitions());
      })
      .catch((error: unknown) => log.error({ err: error }, 'dropping detached bucket partitions failed'));
  const tick = () => {
    running = runOnce().finally(() => {
      if (stopped) return;
      const wait = minute - (now() % minute) + delayAfterMinuteMs;
      timer = setTimeout(tick, wait);
    });
  };
  tick();
  return {
    /** One more run after the current one, e.g. once a backlog of shares has arrived. */
    runNow() {
      running = running.then(runOnce);
      return running;
    },
    async readiness() {
      if (stopped) return 'the per-minute statistics job has stopped';
      return now() - completedAt > staleAfterMs
        ? `the per-minute statistics job has not completed since ${new Date(completedAt).toISOString()}`
        : undefined;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
