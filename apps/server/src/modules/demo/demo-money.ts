import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { payoutHourUtc, rewardHourUtc } from '@pool/contract';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import type { MoneySettings } from '../module-deps.js';
import { SimulatedChain } from '../chain/index.js';
import { PayoutsJob } from '../payouts/index.js';
import { PoolsRepository } from '../pools/index.js';
import { addDays, dayStart, poolDayOf } from '../../domain/pool-day.js';
import { RewardsJob } from '../rewards/index.js';
import { WalletsRepository } from '../wallets/index.js';
import { floorTo } from '../../domain/hashrate.js';
import { sats } from '../../domain/sats.js';
import { seedDemoDayRates } from './demo-day-rates.js';
import { backfillMs } from './fleet-plan.js';

/** How far back the demo's money goes: a month of rewards and payouts, plus a few days. */
export const demoMoneyDays = 35;

const hourMs = 3_600_000;
const fourHours = 4 * hourMs;

/**
 * Payout wallets of the demo accounts (valid mainnet addresses from BIP173 and the
 * bitcoin wiki) and their minimum payouts: demo_miner is paid daily, the smaller
 * accounts every few days.
 */
const demoWallets: { account: string; address: string; minPayment?: number }[] = [
  { account: 'demo_miner', address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4' },
  {
    account: 'demo_miner_2',
    address: 'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3',
    minPayment: 100_000,
  },
  { account: 'demohub_customer', address: '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2' },
];

/** demo_miner_2 changed its address two hours before the first start: its payouts are paused for a day. */
const demoChangedAddress = { account: 'demo_miner_2', address: '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy' };

/** Coins sent to the pool's wallet by nobody the pool knows: the platform's unallocated funds. */
const demoDeposits = [
  { amount: 1_250_000, fromAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', daysAgo: 6 },
  { amount: 480_000, fromAddress: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', daysAgo: 2 },
];

/** A reward rate in satoshi per TH/s per day that wanders like the network's hashprice. */
function demoRate(dayIndex: number): number {
  return Math.round(50 + 4 * Math.sin(dayIndex / 5) + 2 * Math.sin(dayIndex * 1.3));
}

/** The day-to-day swing of the accounts' hashrate in the synthesized weeks (±4 %). */
function demoDayFactor(dayIndex: number): number {
  return 1 + 0.04 * Math.sin(dayIndex * 1.7);
}

export interface DemoMoneyOptions {
  db: Db;
  clock: Clock;
  settings: MoneySettings;
  log: FastifyBaseLogger;
}

/**
 * A month of money for the demo pool, made by the real jobs: reward rates, payout
 * wallets, then each past day replayed in order (its rewards credited at 09:00 UTC of
 * the next day, its payouts run at 14:00 UTC on the simulated chain), so the ledger, the
 * payments and the payout requests are exactly what a pool that ran for a month holds.
 *
 * The demo fleet's shares cover the last 8 days; for the weeks before, the 4-hour
 * hashrate buckets of the accounts and of their workers are synthesized from their busiest
 * day of shares, so a month's report counts the rigs behind its hashrate. Runs once, after
 * the fleet's backfill; returns whether it ran.
 */
export async function seedDemoMoney({ db, clock, settings, log }: DemoMoneyOptions): Promise<boolean> {
  const pool = await new PoolsRepository(db).findCurrent();
  if (!pool) return false;
  const seeded = await db.selectFrom('reward_rates').select('date').where('pool_id', '=', pool.id).limit(1).execute();
  if (seeded.length) return false;

  const now = clock();
  const today = poolDayOf(now);
  const firstDay = addDays(today, -demoMoneyDays);
  await synthesizeAccountHistory(
    db,
    pool.id,
    firstDay,
    today,
    new Date(floorTo(now.getTime() - backfillMs, fourHours)),
  );

  await db
    .insertInto('reward_rates')
    .values(
      Array.from({ length: demoMoneyDays + 2 }, (_, index) => ({
        pool_id: pool.id,
        date: addDays(firstDay, index - 1),
        rate: demoRate(index),
        source: 'demo',
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
  await seedWallets(db, new Date(dayStart(firstDay).getTime() - 5 * 24 * hourMs));

  const at = (time: Date) => () => time;
  const chainAt = (time: Date) => new SimulatedChain(db, at(time), settings.simulatedBlockSeconds);
  for (let day = firstDay; day < today; day = addDays(day, 1)) {
    const rewardTime = new Date(dayStart(day).getTime() + rewardHourUtc * hourMs);
    await new RewardsJob({ db, clock: at(rewardTime), log, referral: settings.referral }).runDay(
      pool.id,
      addDays(day, -1),
    );
    const payoutTime = new Date(dayStart(day).getTime() + payoutHourUtc * hourMs);
    await new PayoutsJob({ db, clock: at(payoutTime), settings, log, chain: chainAt(payoutTime) }).runDate(
      pool.id,
      day,
    );
  }
  // Today's rewards (for yesterday) if 09:00 UTC has passed; later ones come from the live jobs.
  if (now.getTime() >= dayStart(today).getTime() + rewardHourUtc * hourMs) {
    await new RewardsJob({ db, clock, log, referral: settings.referral }).runDay(pool.id, addDays(today, -1));
  }
  await seedDemoDayRates(db, pool.id, addDays(firstDay, -1), addDays(today, -1));

  const chain = new SimulatedChain(db, clock, settings.simulatedBlockSeconds);
  for (const deposit of demoDeposits) {
    await chain.addDeposit({
      amount: deposit.amount,
      fromAddress: deposit.fromAddress,
      receivedAt: new Date(now.getTime() - deposit.daysAgo * 24 * hourMs),
    });
  }
  // Settles the sent payouts (their confirmations follow from the time since) and picks up the deposits.
  await new PayoutsJob({ db, clock, settings, log, chain }).poll();
  await changeAddress(db, demoChangedAddress, new Date(now.getTime() - 2 * hourMs));
  return true;
}

async function minerId(db: Db, account: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('miner_accounts')
    .select('id')
    .where(sql<string>`lower(account_name)`, '=', account)
    .executeTakeFirst();
  return row?.id;
}

async function seedWallets(db: Db, since: Date): Promise<void> {
  const wallets = new WalletsRepository(db);
  for (const wallet of demoWallets) {
    const miner = await minerId(db, wallet.account);
    if (!miner) continue;
    const walletId = await wallets.walletOf(miner);
    await wallets.addAddress(db, { walletId, address: wallet.address, by: null, at: since });
    if (wallet.minPayment) {
      await wallets.addLimit(db, { walletId, kind: 'min', amount: sats(wallet.minPayment), by: null, at: since });
    }
  }
}

async function changeAddress(db: Db, change: { account: string; address: string }, at: Date): Promise<void> {
  const miner = await minerId(db, change.account);
  if (!miner) return;
  const wallets = new WalletsRepository(db);
  await wallets.addAddress(db, { walletId: await wallets.walletOf(miner), address: change.address, by: null, at });
}

/**
 * Fills the 4-hour buckets (pool, operators, miner accounts and their workers) of the days
 * before each series' first share with its busiest day's buckets, scaled by a daily swing
 * that is the same for every series; a series' first share moves to its first bucket.
 * An account's series is filled up to the fleet's backfill (`fleetStart`), its buckets
 * there added to: the few shares of rigs that stopped before it would otherwise be all the
 * account had on those days, while its workers' filled history says they all ran.
 */
async function synthesizeAccountHistory(
  db: Db,
  poolId: string,
  firstDay: string,
  today: string,
  fleetStart: Date,
): Promise<void> {
  const series = await db
    .selectFrom('hashrate_series as s')
    .innerJoin('hashrate_4h as b', 'b.series_id', 's.id')
    .select(['s.id', 's.kind', sql<Date>`min(b.bucket)`.as('oldest')])
    .where('s.pool_id', '=', poolId)
    .groupBy('s.id')
    .execute();
  for (const { id, kind, oldest: firstBucket } of series) {
    const account = kind !== 'worker';
    const oldest = account && firstBucket < fleetStart ? fleetStart : firstBucket;
    // The busiest whole day of shares is the template of every earlier day: the fleet's
    // first days can be thin while its rigs come up (and some accounts went quiet later).
    const busiest = await db
      .selectFrom('hashrate_4h')
      .select(sql<string>`to_char(date_trunc('day', bucket, 'UTC'), 'YYYY-MM-DD')`.as('day'))
      .where('series_id', '=', id)
      .where('bucket', '>=', dayStart(addDays(poolDayOf(oldest), 1)))
      .where('bucket', '<', dayStart(today))
      .groupBy(sql`1`)
      .orderBy(sql`sum(accepted)`, 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!busiest) continue;
    const templateDay = busiest.day;
    const templateStart = dayStart(templateDay);
    const template = await db
      .selectFrom('hashrate_4h')
      .selectAll()
      .where('series_id', '=', id)
      .where('bucket', '>=', templateStart)
      .where('bucket', '<', dayStart(addDays(templateDay, 1)))
      .execute();
    if (template.length === 0) continue;
    const rows = [];
    const firstShareDay = poolDayOf(oldest);
    for (let day = firstDay, index = 0; day <= firstShareDay; day = addDays(day, 1), index++) {
      const offset = dayStart(day).getTime() - templateStart.getTime();
      const factor = demoDayFactor(index);
      for (const bucket of template) {
        const time = new Date(bucket.bucket.getTime() + offset);
        if (time.getTime() % fourHours !== 0 || time >= oldest) continue;
        rows.push({
          series_id: id,
          bucket: time,
          accepted: bucket.accepted * factor,
          rejected: bucket.rejected * factor,
          shares: Math.round(bucket.shares * factor),
        });
      }
    }
    if (rows.length === 0) continue;
    const earliest = new Date(Math.min(...rows.map((row) => row.bucket.getTime())));
    await db
      .insertInto('hashrate_4h')
      .values(rows)
      .onConflict((oc) =>
        oc.columns(['series_id', 'bucket']).doUpdateSet((eb) => ({
          accepted: sql`${eb.ref('hashrate_4h.accepted')} + ${eb.ref('excluded.accepted')}`,
          rejected: sql`${eb.ref('hashrate_4h.rejected')} + ${eb.ref('excluded.rejected')}`,
          shares: sql`${eb.ref('hashrate_4h.shares')} + ${eb.ref('excluded.shares')}`,
        })),
      )
      .execute();
    await db
      .updateTable('hashrate_figures')
      .set({ first_share_at: earliest })
      .where('series_id', '=', id)
      .where('first_share_at', '>', earliest)
      .execute();
  }
}
