/**
 * A payout run in a process of its own, for crash.test.ts to kill (SIGKILL) at a chosen
 * point. With CRASH_AT the chain stops dead there, prints "crash-point" and waits:
 * - before-send: send_started_at recorded, the chain not asked yet;
 * - after-send: the chain recorded the transaction, the request not yet marked sent.
 * With CRASH_AT=none it runs plainly (the test stops it mid-payments with a row lock).
 *
 * Run as `node --import tsx crash-child.ts` with DATABASE_URL, POOL_ID, PAYOUT_DATE, NOW
 * (the clock, ISO) and CRASH_AT.
 */
import { defaultMoneySettings } from '../module-deps.js';
import { createDb, createPool } from '../../db/database.js';
import { type ChainOutput, type FeeChoice, SimulatedChain } from '../chain/index.js';
import { PayoutsJob } from './payouts-job.js';
import { quietLog } from './test-support.js';

const { DATABASE_URL, POOL_ID, PAYOUT_DATE, NOW, CRASH_AT } = process.env;
if (!DATABASE_URL || !POOL_ID || !PAYOUT_DATE || !NOW || !CRASH_AT) throw new Error('crash-child: missing settings');

async function stopHere(): Promise<never> {
  process.stdout.write('crash-point\n');
  // Keeps the process alive (a pending promise alone would not) until it is killed.
  setInterval(() => undefined, 60_000);
  return new Promise<never>(() => undefined);
}

class CrashingChain extends SimulatedChain {
  override async send(key: string, outputs: ChainOutput[], fee: FeeChoice): Promise<{ txId: string }> {
    if (CRASH_AT === 'before-send') await stopHere();
    const sent = await super.send(key, outputs, fee);
    if (CRASH_AT === 'after-send') await stopHere();
    return sent;
  }
}

const clock = () => new Date(NOW);
const db = createDb(createPool(DATABASE_URL));
const chain = new CrashingChain(db, clock, defaultMoneySettings.simulatedBlockSeconds);
await new PayoutsJob({ db, clock, settings: defaultMoneySettings, log: quietLog, chain }).runDate(POOL_ID, PAYOUT_DATE);
throw new Error(`crash-child: the run finished without reaching ${CRASH_AT}`);
