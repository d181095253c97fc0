import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { Notifier } from '../notifications/index.js';
import { payoutRequestKey } from '../payouts/index.js';
import { PayoutFixtures } from '../payouts/test-support.js';

/**
 * Two instances of the server's background work (instance-child.ts: the job queue with
 * the real runners and the figures ticker) in processes of their own against one
 * database: one is killed mid-run, the other completes its work exactly once.
 */

const childScript = fileURLToPath(new URL('./instance-child.ts', import.meta.url));
const now = '2026-06-11T14:00:30.000Z';
const workDay = '2026-06-10';
const wallets = 20;
/**
 * The waits below end on what the instances do, not on the clock. This bound only stops
 * a test whose instances never get there; a busy machine's delays (a child process's
 * start, a job expired and retried while its instance was still alive) stay far inside it.
 */
const eventually = { timeout: 300_000, interval: 250 };

let database: TestDatabase;
let mailDir: string;
const children: ChildProcess[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  mailDir = mkdtempSync(path.join(os.tmpdir(), 'pool-instances-'));
});
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await Promise.all(children.map((child) => exited(child)));
  await database.drop();
  rmSync(mailDir, { recursive: true, force: true });
});

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/** Starts an instance; resolves once its job queue runs. */
async function startInstance(mailLog: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', childScript], {
    cwd: fileURLToPath(new URL('.', import.meta.url)),
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      NOW: now,
      MAIL_LOG: mailLog,
      EXPIRE_SECONDS: '4',
      RETRY_DELAY_SECONDS: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('started') && resolve());
    child.once('exit', () => reject(new Error(`The instance ended before starting: ${stderr}`)));
  });
  return child;
}

describe('two server instances on one database', () => {
  it(
    'run each job once, and the survivor finishes the reward and payout runs of an instance killed mid-run',
    { timeout: 2 * eventually.timeout + 60_000 },
    async () => {
      const { db, pool } = database;
      const fixtures = new PayoutFixtures(db);
      const poolId = (await pool.query<{ id: string }>('SELECT id FROM pools WHERE is_current')).rows[0]!.id;
      const accounts = await fixtures.payableWallets(poolId, wallets, 600_000, new Date('2026-05-01T00:00:00Z'));
      accounts.sort((a, b) => a.walletId.localeCompare(b.walletId));
      const minerIds = accounts.map((account) => account.minerId);
      // A day of work for the 09:00 reward run, and five closed minutes for the per-minute roll-up.
      await pool.query(
        `WITH s AS (INSERT INTO hashrate_series (kind, pool_id, miner_id)
                  SELECT 'miner', $1, unnest($2::uuid[]) RETURNING id),
            f AS (INSERT INTO hashrate_figures (series_id, pool_id, worker, first_share_at)
                  SELECT id, $1, false, $3::timestamptz FROM s),
            h AS (INSERT INTO hashrate_4h (series_id, bucket, accepted, rejected, shares)
                  SELECT s.id, $3::timestamptz + make_interval(hours => 4 * k), 1e10, 0, 1
                    FROM s, generate_series(0, 5) k)
       INSERT INTO hashrate_1m (series_id, bucket, accepted, rejected, shares, first_at, last_at)
       SELECT s.id, $4::timestamptz - make_interval(mins => k), 1e6, 0, 3,
              $4::timestamptz - make_interval(mins => k), $4::timestamptz - make_interval(mins => k)
         FROM s, generate_series(1, 5) k`,
        [poolId, minerIds, `${workDay}T00:00:00Z`, '2026-06-11T14:00:00Z'],
      );
      await pool.query(`INSERT INTO reward_rates (pool_id, date, rate, source) VALUES ($1, $2, 50000, 'manual')`, [
        poolId,
        workDay,
      ]);
      // Each account's owner has a notice waiting in the outbox.
      await pool.query(
        `INSERT INTO permissions (identity_id, type, miner_id, role)
       SELECT gen_random_uuid(), 'miner', unnest($1::uuid[]), 'owner'`,
        [minerIds],
      );
      const notices = await new Notifier(db).emitToAccounts(
        'miner-payout',
        minerIds.map((minerId, index) => ({
          minerId,
          key: `instances:${index}`,
          payload: { account_name: `miner ${index}`, stage: 'sent', amount: 1, address: 'bc1q', tx_id: 'ab' },
        })),
      );

      // An account the runs need is held (as by a long transfer): the first instance's
      // reward and payout runs stop mid-run, and it is killed there.
      const blocker = await pool.connect();
      await blocker.query('BEGIN');
      await blocker.query('SELECT 1 FROM ledger_accounts WHERE id = $1 FOR UPDATE', [accounts[10]!.accountId]);
      const mailLog = path.join(mailDir, 'mail.jsonl');
      const first = await startInstance(mailLog);
      const activeJobs = async () =>
        (await pool.query<{ name: string }>(`SELECT name FROM pgboss.job WHERE state = 'active' ORDER BY name`)).rows;
      await vi.waitFor(
        async () => expect(await activeJobs()).toEqual([{ name: 'payouts' }, { name: 'rewards' }]),
        eventually,
      );
      first.kill('SIGKILL');
      await exited(first);
      const second = await startInstance(mailLog);
      await blocker.query('ROLLBACK');
      blocker.release();

      const request = async () =>
        (
          await pool.query<{ id: string; status: string; payouts: number; amount: string }>(
            `SELECT id, status, payouts, amount FROM blockchain_payout_requests WHERE pool_id = $1`,
            [poolId],
          )
        ).rows;
      // The dead instance's jobs hold their queues until they expire (4 s here); then the
      // survivor runs them, and retries (1 s later here) any that failed or expired.
      await vi.waitFor(async () => {
        // A job that ran out of retries would never finish: its error is the failure to show.
        const { rows: failed } = await pool.query(`SELECT name, output FROM pgboss.job WHERE state = 'failed'`);
        expect(failed).toEqual([]);
        const { rows } = await pool.query<{ done: boolean }>(
          `SELECT completed_at IS NOT NULL AS done FROM reward_runs WHERE pool_day = $1`,
          [workDay],
        );
        expect(rows).toEqual([{ done: true }]);
        expect(await request()).toMatchObject([{ status: 'sent' }]);
      }, eventually);
      second.kill('SIGKILL');
      await exited(second);

      // Rewards: one credit per account for the day.
      const { rows: rewards } = await pool.query<{ account_id: string; n: number }>(
        `SELECT e.account_id, count(*)::int AS n FROM ledger_entries e JOIN ledger_transfers t ON t.id = e.transfer_id
        WHERE t.kind = 'reward' AND e.account_id = ANY($1::uuid[]) GROUP BY 1`,
        [accounts.map((account) => account.accountId)],
      );
      expect(rewards).toHaveLength(wallets);
      expect(rewards.every((row) => row.n === 1)).toBe(true);
      // Payouts: every wallet once, in one request and one chain transaction.
      const [sent] = await request();
      const { rows: payouts } = await pool.query<{ account_id: string; amount: string }>(
        `SELECT account_id, amount FROM payments WHERE payout_request_id = $1`,
        [sent!.id],
      );
      expect(new Set(payouts.map((payment) => payment.account_id)).size).toBe(wallets);
      expect(payouts).toHaveLength(wallets);
      expect(sent!.payouts).toBe(wallets);
      const { rows: transactions } = await pool.query<{ outputs: unknown[] }>(
        `SELECT outputs FROM simulated_chain_transactions WHERE request_key = $1`,
        [payoutRequestKey(sent!.id)],
      );
      expect(transactions).toHaveLength(1);
      expect(transactions[0]!.outputs).toHaveLength(wallets);
      expect(await fixtures.ledgerDiscrepancies()).toEqual({ accounts: [], total: 0 });
      // Notifications: each e-mail once.
      const mails = readFileSync(mailLog, 'utf8')
        .trim()
        .split('\n')
        .map((line) => (JSON.parse(line) as { id: string }).id);
      expect(notices).toBe(wallets);
      expect(mails).toHaveLength(wallets);
      expect(new Set(mails).size).toBe(wallets);
      // The per-minute job took each closed minute once, into the figures too.
      const { rows: carried } = await pool.query(
        `SELECT (SELECT sum(shares) FROM hashrate_1m)::int AS minutes, (SELECT count(*) FROM hashrate_1m_late)::int AS late,
                (SELECT sum(shares_15m) FROM hashrate_figures)::int AS figures`,
      );
      expect(carried).toEqual([{ minutes: wallets * 5 * 3, late: 0, figures: wallets * 5 * 3 }]);
    },
  );
});
