/**
 * One server instance's background work in a process of its own, for instances.test.ts
 * to run twice against one database and to kill (SIGKILL): the job queue with the real
 * reward, payout and notifications runners, and the per-minute figures ticker, as main.ts
 * starts them. E-mails are appended to MAIL_LOG, one JSON line each.
 *
 * Run as `node --import tsx instance-child.ts` with DATABASE_URL, NOW (the jobs' clock,
 * ISO), MAIL_LOG, EXPIRE_SECONDS and RETRY_DELAY_SECONDS (every queue's expiry and retry
 * delay, short so that a job expired or failed under a busy machine's delays is retried soon).
 */
import { appendFileSync } from 'node:fs';
import { createDb, createPool } from '../../db/database.js';
import { ServerMetrics } from '../../observability/metrics.js';
import { startStatsTicker, StatsRefresh } from '../stats-job/index.js';
import { defaultMoneySettings } from '../module-deps.js';
import { Notifications } from '../notifications/index.js';
import { quietLog } from '../payouts/test-support.js';
import { startJobs } from './queue.js';

const { DATABASE_URL, NOW, MAIL_LOG, EXPIRE_SECONDS, RETRY_DELAY_SECONDS } = process.env;
if (!DATABASE_URL || !NOW || !MAIL_LOG || !EXPIRE_SECONDS || !RETRY_DELAY_SECONDS)
  throw new Error('instance-child: missing settings');

const clock = () => new Date(NOW);
const pool = createPool(DATABASE_URL);
const db = createDb(pool);
const notifications = new Notifications({
  db,
  clock,
  log: quietLog,
  mailer: {
    async send(message) {
      appendFileSync(MAIL_LOG, `${JSON.stringify({ pid: process.pid, to: message.to, id: message.messageId })}\n`);
    },
  },
  identity: { getIdentity: async (id) => ({ id, email: `${id}@instances.invalid`, language: null }) },
  publicUrl: 'http://localhost',
});
const metrics = new ServerMetrics(db, quietLog);
startStatsTicker(new StatsRefresh(db, clock), quietLog, metrics);
await startJobs(
  // Tests reach no internet: no day prices.
  { db, pool, clock, settings: { ...defaultMoneySettings, priceSourceUrl: '' }, log: quietLog, notifications, metrics },
  {
    pollingIntervalSeconds: 0.5,
    expireInSeconds: Number(EXPIRE_SECONDS),
    retryDelaySeconds: Number(RETRY_DELAY_SECONDS),
    maintenanceIntervalSeconds: 1,
  },
);
process.stdout.write('started\n');
