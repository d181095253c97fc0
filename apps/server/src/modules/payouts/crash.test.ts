import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { defaultMoneySettings } from '../module-deps.js';
import { sendLeaseMs, SimulatedChain } from '../chain/index.js';
import { PayoutsJob } from './payouts-job.js';
import { payoutRequestKey } from './sender.js';
import { PayoutFixtures, quietLog } from './test-support.js';

const childScript = fileURLToPath(new URL('./crash-child.ts', import.meta.url));
const blockMs = defaultMoneySettings.simulatedBlockSeconds * 1000;

let database: TestDatabase;
let fixtures: PayoutFixtures;
beforeAll(async () => {
  database = await createTestDatabase();
  fixtures = new PayoutFixtures(database.db);
});
afterAll(() => database.drop());

/**
 * Runs the payout in a child process and kills it with SIGKILL once it is stuck where the
 * test wants it: at the chain's crash point, or, with `stuck`, once that says so.
 */
async function crashPayoutRun(
  env: { POOL_ID: string; PAYOUT_DATE: string; NOW: string; CRASH_AT: string },
  stuck?: () => Promise<boolean>,
) {
  const child = spawn(process.execPath, ['--import', 'tsx', childScript], {
    cwd: fileURLToPath(new URL('.', import.meta.url)),
    env: { ...process.env, DATABASE_URL: database.url, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  let running = true;
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.on('exit', (_code, signal) => {
      running = false;
      resolve(signal);
    }),
  );
  const reached = stuck
    ? (async () => {
        while (running && !(await stuck())) await new Promise((resolve) => setTimeout(resolve, 20));
        return running;
      })()
    : new Promise<boolean>((resolve) => {
        child.stdout.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('crash-point')) resolve(true);
        });
        void exited.then(() => resolve(false));
      });
  if (!(await reached)) throw new Error(`The payout process ended before ${env.CRASH_AT}: ${stderr}`);
  child.kill('SIGKILL');
  expect(await exited).toBe('SIGKILL');
}

describe('a payout process killed mid-run', () => {
  const crashPoints = [
    // Killed mid-payments (the second wallet's balance is locked by the test). The next
    // process may only poll (the day's run is behind it): poll() finishes the run.
    { crashAt: 'after-first-wallet', payouts: 1, sendStarted: false, chainHasIt: false, rerun: false },
    // Or run the day again at once: it must not send while the dead send's lease holds.
    { crashAt: 'before-send', payouts: 3, sendStarted: true, chainHasIt: false, rerun: true },
    { crashAt: 'after-send', payouts: 3, sendStarted: true, chainHasIt: true, rerun: true },
  ];

  it.each(crashPoints.map((point, index) => ({ ...point, date: `2026-06-0${index + 1}` })))(
    'pays each wallet once after a restart: killed $crashAt',
    async ({ crashAt, payouts, sendStarted, chainHasIt, rerun, date }) => {
      let now = new Date(`${date}T14:00:30.000Z`);
      const clock = () => now;
      const db = database.db;
      const poolId = await fixtures.pool();
      const longAgo = new Date(now.getTime() - 10 * 86_400_000);
      const wallets = [];
      for (const [index, balance] of [600_000, 700_000, 800_000].entries()) {
        const address = `bc1qcrashtest${index}`;
        wallets.push(await fixtures.miner(poolId, { balance, addresses: [{ address, at: longAgo }] }));
      }
      // The run pays wallets in id order.
      wallets.sort((a, b) => a.walletId.localeCompare(b.walletId));
      const request = () =>
        db
          .selectFrom('blockchain_payout_requests')
          .selectAll()
          .where('pool_id', '=', poolId)
          .where('date', '=', date)
          .executeTakeFirstOrThrow();
      const chainTransactions = async () =>
        db
          .selectFrom('simulated_chain_transactions')
          .selectAll()
          .where('request_key', '=', payoutRequestKey((await request()).id))
          .execute();

      const env = { POOL_ID: poolId, PAYOUT_DATE: date, NOW: now.toISOString() };
      if (crashAt === 'after-first-wallet') {
        const blocker = await database.pool.connect();
        await blocker.query('BEGIN');
        await blocker.query('SELECT 1 FROM ledger_accounts WHERE id = $1 FOR UPDATE', [wallets[1]!.accountId]);
        await crashPayoutRun({ ...env, CRASH_AT: 'none' }, async () => {
          const payments = await db.selectFrom('payments').select('id').where('pool_day', '=', date).execute();
          return payments.length === 1;
        });
        await blocker.query('ROLLBACK');
        blocker.release();
      } else {
        await crashPayoutRun({ ...env, CRASH_AT: crashAt });
      }

      const crashed = await request();
      expect(crashed).toMatchObject({ status: 'created', payouts, attempts: sendStarted ? 1 : 0 });
      expect(crashed.send_started_at !== null).toBe(sendStarted);
      const broadcastByTheDeadProcess = await chainTransactions();
      expect(broadcastByTheDeadProcess).toHaveLength(chainHasIt ? 1 : 0);

      // The restarted process, polling after the dead send's lease ran out.
      const job = new PayoutsJob({
        db,
        clock,
        settings: defaultMoneySettings,
        log: quietLog,
        chain: new SimulatedChain(db, clock, defaultMoneySettings.simulatedBlockSeconds),
      });
      if (rerun) {
        await job.runDate(poolId, date);
        expect(await chainTransactions()).toHaveLength(chainHasIt ? 1 : 0);
      }
      now = new Date(now.getTime() + sendLeaseMs + 60_000);
      await job.poll();
      const sent = await request();
      expect(sent).toMatchObject({ status: 'sent', payouts: 3, amount: 2_100_000 });
      const [transaction, ...more] = await chainTransactions();
      expect(more).toEqual([]);
      expect(sent.tx_id).toBe(transaction!.tx_id);
      if (chainHasIt) expect(transaction!.tx_id).toBe(broadcastByTheDeadProcess[0]!.tx_id);

      now = new Date(now.getTime() + defaultMoneySettings.payoutConfirmations * blockMs);
      await job.poll();
      expect(await request()).toMatchObject({ status: 'completed' });

      for (const wallet of wallets) {
        const debits = await db
          .selectFrom('ledger_entries as e')
          .innerJoin('ledger_transfers as t', 't.id', 'e.transfer_id')
          .select('e.amount')
          .where('e.account_id', '=', wallet.accountId)
          .where('t.kind', '=', 'payout')
          .execute();
        expect(debits).toHaveLength(1);
        expect(await fixtures.balance(wallet.accountId)).toBe(0);
      }
      expect(await fixtures.poolBalance(poolId, 'payout_clearing')).toBe(0);
      expect(await fixtures.poolBalance(poolId, 'chain')).toBe(2_100_000);
      expect(await fixtures.ledgerDiscrepancies()).toEqual({ accounts: [], total: 0 });
    },
  );
});
