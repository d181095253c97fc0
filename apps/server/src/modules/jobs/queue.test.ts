import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMetrics } from '../../../../stratum/src/test/metrics-text.js';
import { ServerMetrics } from '../../observability/metrics.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { defaultMoneySettings } from '../module-deps.js';
import { RewardsJob } from '../rewards/index.js';
import { jobHandlers, jobQueues, startJobs, type JobName, type JobRunners } from './queue.js';

/** The durable job queue: its handlers run the jobs, and pg-boss schedules, catches up and stops. */

const silent = () => undefined;
const log = { info: silent, warn: silent, debug: silent, error: silent } as unknown as FastifyBaseLogger;
const clock = () => new Date('2026-11-20T09:00:05.000Z');

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

/** The notifications job where a test does not look at it. */
const noNotifications = { runDue: async () => undefined };

/** Runners that count their calls; `hold` keeps a reward run busy until released. */
function countingRunners() {
  const calls = { rewards: 0, payouts: 0, poll: 0 };
  let release: () => void = () => undefined;
  const state = { hold: false, finished: 0 };
  const runners: JobRunners = {
    notifications: noNotifications,
    blocks: { follow: async () => 0 },
    rewards: {
      runDue: async () => {
        calls.rewards += 1;
        if (state.hold) await new Promise<void>((resolve) => (release = resolve));
        state.finished += 1;
        return [];
      },
    },
    payouts: {
      runDue: async () => {
        calls.payouts += 1;
      },
      poll: async () => {
        calls.poll += 1;
      },
    },
  };
  return { runners, calls, state, release: () => release() };
}

async function until(condition: () => boolean, timeoutMs = 20_000): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('job handlers', () => {
  it('the rewards cron handler credits the day that is due', async () => {
    const { pool } = database;
    const [{ id: poolId }] = (await pool.query<{ id: string }>('SELECT id FROM pools WHERE is_current')).rows as [
      { id: string },
    ];
    await pool.query(
      `WITH m AS (INSERT INTO miner_accounts (pool_id, account_name) VALUES ($1, 'queued') RETURNING id),
            s AS (INSERT INTO hashrate_series (kind, pool_id, miner_id) SELECT 'miner', $1, id FROM m RETURNING id),
            f AS (INSERT INTO hashrate_figures (series_id, pool_id, worker, first_share_at)
                  SELECT id, $1, false, '2026-11-19T00:00:00Z' FROM s)
       INSERT INTO hashrate_4h (series_id, bucket, accepted, rejected, shares)
       SELECT s.id, '2026-11-19T00:00:00Z'::timestamptz + make_interval(hours => 4 * h), 1e10, 0, 1
         FROM s, generate_series(0, 5) h`,
      [poolId],
    );
    await pool.query(
      "INSERT INTO reward_rates (pool_id, date, rate, source) VALUES ($1, '2026-11-19', 50000, 'manual')",
      [poolId],
    );
    const { runners, calls } = countingRunners();
    const handlers = jobHandlers({ ...runners, rewards: new RewardsJob({ db: database.db, clock, log }) });
    await handlers.rewards();
    const { rows } = await pool.query('SELECT pool_day, completed_at IS NOT NULL AS done FROM reward_runs');
    expect(rows).toEqual([{ pool_day: '2026-11-19', done: true }]);
    await handlers.payouts();
    await handlers['payouts-poll']();
    expect(calls).toEqual({ rewards: 0, payouts: 1, poll: 1 });
  });
});

describe('job queue', () => {
  it('starts pg-boss in its schema, schedules the jobs in UTC, catches up at once, times each run, and stops gracefully', async () => {
    const metrics = new ServerMetrics(database.db, log);
    const counting = countingRunners();
    counting.state.hold = true;
    const jobs = await startJobs(
      {
        db: database.db,
        pool: database.pool,
        clock,
        settings: defaultMoneySettings,
        log,
        notifications: noNotifications,
        metrics,
      },
      { runners: counting.runners, pollingIntervalSeconds: 0.5 },
    );
    try {
      const schedules = await database.pool.query('SELECT name, cron, timezone FROM pgboss.schedule ORDER BY name');
      expect(schedules.rows).toEqual([
        { name: 'blocks', cron: '* * * * *', timezone: 'UTC' },
        { name: 'notifications', cron: '* * * * *', timezone: 'UTC' },
        { name: 'payouts', cron: '0 14 * * *', timezone: 'UTC' },
        { name: 'payouts-poll', cron: '* * * * *', timezone: 'UTC' },
        { name: 'rewards', cron: '0 9 * * *', timezone: 'UTC' },
      ]);
      const queues = await database.pool.query(
        "SELECT name, policy, expire_seconds FROM pgboss.queue WHERE name NOT LIKE '\\_\\_%' ORDER BY name",
      );
      // A dead instance's job holds its queue until it expires: minutes, not pg-boss's default hours.
      expect(queues.rows).toEqual(
        Object.entries(jobQueues)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([name, queue]) => ({ name, policy: 'stately', expire_seconds: queue.expireInSeconds })),
      );
      // The catch-up runs went through the queue, without waiting for 09:00 or 14:00.
      await until(() => counting.calls.rewards === 1 && counting.calls.payouts === 1);
      expect(await jobs.readiness()).toBeUndefined();
    } finally {
      // The reward run is still busy: stop waits for it instead of cutting it off.
      const stopped = jobs.stop();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(counting.state.finished).toBe(0);
      counting.release();
      await stopped;
    }
    expect(counting.state.finished).toBe(1);
    expect(await jobs.readiness()).toBe('the job queue has stopped');
    const samples = parseMetrics(await metrics.registry.metrics());
    expect(samples.get('pool_job_duration_seconds_count{job="rewards"}')).toBe(1);
    expect(samples.get('pool_job_duration_seconds_count{job="payouts"}')).toBe(1);
    const { rows } = await database.pool.query("SELECT state FROM pgboss.job WHERE name = 'rewards'");
    expect(rows).toEqual([{ state: 'completed' }]);
    // The server's own pool is still open for the rest of the shutdown.
    expect((await database.pool.query('SELECT 1 AS ok')).rows).toEqual([{ ok: 1 }]);
  });

  it('lets two instances start on one database at once', async () => {
    const first = countingRunners();
    const second = countingRunners();
    const deps = {
      db: database.db,
      pool: database.pool,
      clock,
      settings: defaultMoneySettings,
      log,
      notifications: noNotifications,
      metrics: new ServerMetrics(database.db, log),
    };
    // As an earlier deployment made the queues: jobs expired after an hour.
    await database.pool.query('UPDATE pgboss.queue SET expire_seconds = 3600');
    const running = await Promise.all([
      startJobs(deps, { runners: first.runners, pollingIntervalSeconds: 0.5 }),
      startJobs(deps, { runners: second.runners, pollingIntervalSeconds: 0.5 }),
    ]);
    await until(() => first.calls.rewards + second.calls.rewards >= 1);
    await Promise.all(running.map((jobs) => jobs.stop()));
    const { rows } = await database.pool.query('SELECT count(*)::int AS n FROM pgboss.schedule');
    expect(rows).toEqual([{ n: Object.keys(jobQueues).length }]);
    const expiries = await database.pool.query<{ name: JobName; expire_seconds: number }>(
      "SELECT name, expire_seconds FROM pgboss.queue WHERE name NOT LIKE '\\_\\_%'",
    );
    for (const { name, expire_seconds } of expiries.rows) expect(expire_seconds).toBe(jobQueues[name].expireInSeconds);
    expect(expiries.rows).toHaveLength(Object.keys(jobQueues).length);
  });
});
