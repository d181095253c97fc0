import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import type { ReadinessCheck } from '@pool/stratum';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import type { ServerMetrics } from '../../observability/metrics.js';
import { withDayRates } from '../exchange-rates/index.js';
import type { MoneySettings } from '../module-deps.js';
import { BlocksJob, BlocksRepository } from '../blocks/index.js';
import { BitcoinCoreChain } from '../chain/index.js';
import { createChain } from '../chain/index.js';
import { PayoutsJob } from '../payouts/index.js';
import type { Notifications } from '../notifications/index.js';
import { RewardsJob } from '../rewards/index.js';

export interface JobsDeps {
  db: Db;
  pool: pg.Pool;
  clock: Clock;
  settings: MoneySettings;
  log: FastifyBaseLogger;
  /** The app's notifications (they need its mailer, identity service and bot). */
  notifications: Pick<Notifications, 'runDue'>;
  /** Where each run's duration goes (pool_job_duration_seconds). */
  metrics: Pick<ServerMetrics, 'timeJob'>;
}

/** What the queue runs: the reward run, the payout run with its follow-up, the notifications and the found blocks' follow-up. */
export interface JobRunners {
  rewards: Pick<RewardsJob, 'runDue'>;
  payouts: Pick<PayoutsJob, 'runDue' | 'poll'>;
  notifications: Pick<Notifications, 'runDue'>;
  blocks: Pick<BlocksJob, 'follow'>;
}

/** pg-boss keeps its tables in this schema of the pool's database. */
export const jobsSchema = 'pgboss';

/**
 * The queues and their UTC schedules (product §9: rewards at 09:00, payouts at 14:00,
 * payouts followed every minute; notifications every minute).
 *
 * `expireInSeconds` is how long a job may stay active: the job of an instance that died
 * mid-run (SIGKILL, a lost machine) holds its queue (stately: one active job) until then,
 * and is then retried by whichever instance is up. The daily runs take seconds at 10,000
 * accounts; the per-minute ones must not stop for long. A run still going past it keeps
 * going beside the retry, which the jobs' idempotency makes harmless.
 */
export const jobQueues = {
  rewards: { cron: '0 9 * * *', catchUp: true, expireInSeconds: 15 * 60 },
  payouts: { cron: '0 14 * * *', catchUp: true, expireInSeconds: 15 * 60 },
  'payouts-poll': { cron: '* * * * *', catchUp: false, expireInSeconds: 3 * 60 },
  // Worker status notices and the outbox's drain, every minute.
  notifications: { cron: '* * * * *', catchUp: true, expireInSeconds: 3 * 60 },
  // Found blocks followed against Bitcoin Core (confirmations, orphans), every minute.
  blocks: { cron: '* * * * *', catchUp: true, expireInSeconds: 3 * 60 },
} as const;
export type JobName = keyof typeof jobQueues;

/** The work behind each queue; tests call these directly, as the cron would. */
export function jobHandlers(runners: JobRunners): Record<JobName, () => Promise<unknown>> {
  return {
    rewards: () => runners.rewards.runDue(),
    payouts: () => runners.payouts.runDue(),
    'payouts-poll': () => runners.payouts.poll(),
    notifications: () => runners.notifications.runDue(),
    blocks: () => runners.blocks.follow(),
  };
}

/** The production runners: the reward run (with the day's prices), the payout run on the configured chain, the notifications, the blocks followed against Bitcoin Core (when there is one). */
export function defaultRunners(deps: JobsDeps): JobRunners {
  const { db, clock, settings, log, notifications } = deps;
  return {
    notifications,
    // The reward run records each credited day's BTC prices from the pool's price source.
    rewards: new RewardsJob(withDayRates({ db, clock, log, referral: settings.referral }, settings.priceSourceUrl)),
    payouts: new PayoutsJob({ db, clock, settings, log, chain: createChain({ db, clock, settings, log }) }),
    blocks: new BlocksJob(
      new BlocksRepository(db),
      settings.bitcoinRpcUrl ? new BitcoinCoreChain(settings.bitcoinRpcUrl, settings.payoutConfirmations) : undefined,
      clock,
      log,
    ),
  };
}

export interface RunningJobs {
  boss: PgBoss;
  /** For GET /readyz: fails once the queue has stopped. */
  readiness: ReadinessCheck;
  /** Stops taking jobs, waits for running ones (up to 30 s) and pg-boss's last statements, then stops pg-boss. */
  stop(): Promise<void>;
}

export interface JobsOptions {
  runners?: JobRunners;
  /** How often each worker asks for a job; pg-boss's default is 2 s. */
  pollingIntervalSeconds?: number;
  /** Tests: every queue's expiry instead of its own, and how often expired jobs are looked for (pg-boss: 120 s). */
  expireInSeconds?: number;
  /** Tests: how long a failed or expired job waits before its retry (production: 60 s). */
  retryDelaySeconds?: number;
  maintenanceIntervalSeconds?: number;
}

/**
 * Starts the durable job queue (pg-boss, in its own schema of the same database, over
 * the server's connection pool). Every instance of the server may run it:
 * - pg-boss's cron table fires each schedule once across instances;
 * - the queues are `stately` (at most one job waiting and one running per queue), so
 *   a cron tick and a catch-up never pile up;
 * - the jobs themselves are idempotent (unique keys), which is what makes a second
 *   run, on this instance or another, a no-op.
 * On start it enqueues a catch-up run of the rewards, payouts and notifications, so a
 * server that was down at 09:00 or 14:00 UTC does the work when it comes back, and the
 * outbox drains at once. A job of an instance that died mid-run is retried by another
 * once it expires (jobQueues' expireInSeconds); instances.test.ts kills one to show it.
 */
export async function startJobs(deps: JobsDeps, options: JobsOptions = {}): Promise<RunningJobs> {
  const handlers = jobHandlers(options.runners ?? defaultRunners(deps));
  // pg-boss's stop waits for the jobs its workers hold, but not for a fetch under way: that
  // one's job still runs and completes after stop returns, on a pool that may be closed by
  // then. Its statements in flight are counted here, and stop waits for them too.
  let statementsInFlight = 0;
  let runningHandlers = 0;
  const boss = new PgBoss({
    db: {
      executeSql: async (text, values) => {
        statementsInFlight += 1;
        try {
          return await deps.pool.query(text, values);
        } finally {
          statementsInFlight -= 1;
        }
      },
    },
    schema: jobsSchema,
    ...(options.maintenanceIntervalSeconds ? { maintenanceIntervalSeconds: options.maintenanceIntervalSeconds } : {}),
  });
  boss.on('error', (error) => deps.log.error({ err: error }, 'job queue error'));
  await boss.start();
  for (const [name, queue] of Object.entries(jobQueues) as [JobName, (typeof jobQueues)[JobName]][]) {
    const settings = {
      policy: 'stately' as const,
      retryLimit: 3,
      retryDelay: options.retryDelaySeconds ?? 60,
      expireInSeconds: options.expireInSeconds ?? queue.expireInSeconds,
    };
    await boss.createQueue(name, { name, ...settings });
    // createQueue leaves an existing queue as it was made: a deployment takes today's settings.
    await boss.updateQueue(name, { name, ...settings });
    await boss.schedule(name, queue.cron, {}, { tz: 'UTC' });
    await boss.work(name, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 }, async () => {
      const started = Date.now();
      runningHandlers += 1;
      try {
        await deps.metrics.timeJob(name, handlers[name]);
        deps.log.debug({ job: name, ms: Date.now() - started }, 'job done');
      } catch (error) {
        deps.log.error({ err: error, job: name }, 'job failed; pg-boss retries it');
        throw error;
      } finally {
        runningHandlers -= 1;
      }
    });
    if (queue.catchUp) await boss.send(name, {});
  }
  let stopped = false;
  return {
    boss,
    readiness: async () => (stopped ? 'the job queue has stopped' : undefined),
    async stop() {
      stopped = true;
      await boss.stop({ graceful: true, timeout: 30_000, wait: true });
      // A fetched job runs between two statements: quiet twice, 50 ms apart, is the end.
      for (let quiet = 0, waited = 0; quiet < 2 && waited < 30_000; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        quiet = statementsInFlight === 0 && runningHandlers === 0 ? quiet + 1 : 0;
      }
    },
  };
}
