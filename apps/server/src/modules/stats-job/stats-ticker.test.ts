import { describe, expect, it } from 'vitest';
import { parseMetrics } from '../../../../stratum/src/test/metrics-text.js';
import { ServerMetrics } from '../../observability/metrics.js';
import { quietLog } from '../payouts/test-support.js';
import { minute } from '../../domain/hashrate.js';
import { startStatsTicker } from './stats-ticker.js';
import { createTestDatabase } from '../../test/database.js';

describe('the per-minute ticker', () => {
  it('is not ready once its job has not completed for 3 minutes, and is again after a completed run', async () => {
    const database = await createTestDatabase();
    try {
      const metrics = new ServerMetrics(database.db, quietLog);
      let now = Date.parse('2026-11-20T12:00:00Z');
      let failing = true;
      const calls: string[] = [];
      const refresh = {
        run: async () => {
          calls.push('run');
          if (failing) throw new Error('database away');
          return {
            lateRowsFolded: 12,
            series: 96_082,
            phaseMs: { rollup: 1450, carry: 110, figures: 3800, statuses: 350, retention: 650 },
          };
        },
        dropDetachedPartitions: async () => {
          calls.push('drop');
          return [];
        },
      };
      const ticker = startStatsTicker(refresh, quietLog, metrics, () => now);
      try {
        await ticker.runNow();
        now += 3 * minute;
        expect(await ticker.readiness()).toBeUndefined();
        now += 1;
        expect(await ticker.readiness()).toBe(
          'the per-minute statistics job has not completed since 2026-11-20T12:00:00.000Z',
        );
        failing = false;
        await ticker.runNow();
        expect(await ticker.readiness()).toBeUndefined();
        const samples = parseMetrics(await metrics.registry.metrics());
        expect(samples.get('pool_job_failures_total{job="stats"}')).toBe(2);
        expect(samples.get('pool_job_duration_seconds_count{job="stats"}')).toBe(3);
        // The detached partitions go after each run, failed or not, before the next.
        expect(calls).toEqual(['run', 'drop', 'run', 'drop', 'run', 'drop']);
        expect(samples.get('pool_job_duration_seconds_count{job="partitions"}')).toBe(3);
        // The one completed run's steps; the failed ones record none.
        expect(samples.get('pool_stats_job_phase_seconds_count{phase="figures"}')).toBe(1);
        expect(samples.get('pool_stats_job_phase_seconds_sum{phase="figures"}')).toBe(3.8);
        expect(samples.get('pool_stats_job_phase_seconds_sum{phase="retention"}')).toBe(0.65);
        expect(samples.get('pool_stats_job_phase_seconds_bucket{le="2",phase="rollup"}')).toBe(1);
        expect(samples.get('pool_stats_job_phase_seconds_bucket{le="1",phase="rollup"}')).toBe(0);
      } finally {
        await ticker.stop();
      }
      expect(await ticker.readiness()).toBe('the per-minute statistics job has stopped');
    } finally {
      await database.drop();
    }
  });
});
