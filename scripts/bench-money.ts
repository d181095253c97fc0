// Prints money figures for docs/performance.md: in a throw-away
// embedded PostgreSQL with 10,000 miner accounts that each worked a day, the wall time of
// the 09:00 UTC reward run (and of runs that must credit nothing), of the 14:00 UTC payout
// run through a loopback Bitcoin Core (the tests' fake, which refuses what a real node's relay
// policy refuses: over 100,000 vB, dust, under 1 sat/vB), with how many transactions it made, and the latency over real HTTP of the payments reads of an
// account with a year of history. It prints figures; it asserts nothing and stops by itself.
//
// Phases: accountsWithADayOfWork, rewardRuns, payoutRuns, historyAccount, paymentsReads,
// then the summary. The HTTP load runs in a worker thread (bench-loader.ts), so the
// server's event loop serves requests only.
// Environment: BENCH_ACCOUNTS (default 10000), BENCH_REQUESTS (200), BENCH_CONCURRENCY (8).
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { validateBitcoinAddress } from '@pool/bitcoin';
import { bech32 } from '@scure/base';
import type pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import type { Clock } from '../apps/server/src/clock.js';
import { createDb, type Db } from '../apps/server/src/db/database.js';
import { defaultFeePercent } from '../apps/server/src/modules/fees/index.js';
import { ledgerAccountId } from '../apps/server/src/modules/ledger/index.js';
import { defaultMoneySettings } from '../apps/server/src/modules/module-deps.js';
import { BitcoinCoreChain } from '../apps/server/src/modules/chain/index.js';
import { PayoutsJob } from '../apps/server/src/modules/payouts/index.js';
import { RewardsJob, type RewardRunSummary } from '../apps/server/src/modules/rewards/index.js';
import { PoolSettingsStore } from '../apps/server/src/settings/pool-settings.js';
import { FakeBitcoind } from '../apps/server/src/test/fake-bitcoind.js';
import {
  BenchIdentity,
  benchLog,
  day,
  hour,
  int,
  minute,
  ms,
  runBench,
  sessionHeader,
  startBenchDatabase,
  startLoader,
  type CleanupStep,
  type InLoader,
  type Progress,
} from './bench-support.js';

const accounts = Number(process.env.BENCH_ACCOUNTS ?? 10_000);
const requests = Number(process.env.BENCH_REQUESTS ?? 200);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8);

/** The goal for the 14:00 UTC payout run of 10,000 wallets. */
const payoutGoalMs = 5000;
const rate = 50; // satoshi per TH/s per pool day, as the demo's rates
const historyAddress = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';

const seconds = (msValue: number) => (msValue < 1000 ? ms(msValue) : `${(msValue / 1000).toFixed(2)} s`);
const date = (msValue: number) => new Date(msValue).toISOString().slice(0, 10);

async function timed<T>(run: () => Promise<T>): Promise<[number, T]> {
  const t0 = performance.now();
  const result = await run();
  return [performance.now() - t0, result];
}

/** What every phase works on. The pool day D is yesterday; its rewards run at 09:00 UTC today, the payouts at 14:00. */
interface MoneyBench {
  pool: pg.Pool;
  db: Db;
  poolId: string;
  /** 00:00 UTC today. */
  today: number;
  workDay: string;
  /** The jobs' and the app's clock, which the phases move. */
  now: number;
  clock: Clock;
  progress: Progress;
  cleanup: CleanupStep[];
  inLoader: InLoader;
}

function query<R extends pg.QueryResultRow>(bench: MoneyBench, text: string, values?: unknown[]) {
  return bench.pool.query<R>(text, values);
}

const count = async (bench: MoneyBench, where: string) =>
  Number((await query<{ n: number }>(bench, `SELECT count(*) AS n FROM payments ${where}`)).rows[0]!.n);

/**
 * Accounts with a day of 4h buckets, a balance carried over from earlier days (so every
 * wallet reaches the default minimum payout after the run), wallets.
 */
async function accountsWithADayOfWork(bench: MoneyBench): Promise<void> {
  const { db, poolId, today, workDay } = bench;
  const t = performance.now();
  const q = (text: string, values?: unknown[]) => query(bench, text, values);
  await q(
    `INSERT INTO miner_accounts (pool_id, account_name, created_at)
     SELECT $1, 'miner_' || lpad(i::text, 6, '0'), $2::timestamptz FROM generate_series(1, $3::int) AS i`,
    [poolId, new Date(today - 90 * day), accounts],
  );
  await q(
    `INSERT INTO hashrate_series (kind, pool_id, miner_id) SELECT 'miner', $1, id FROM miner_accounts ORDER BY id`,
    [poolId],
  );
  await q(
    `UPDATE hashrate_figures f SET first_share_at = $1::timestamptz, last_share_at = $2::timestamptz
       FROM hashrate_series s WHERE s.id = f.series_id AND s.kind = 'miner'`,
    [new Date(today - 60 * day), new Date(today - minute)],
  );
  // 0.1–2 PH/s per account (±2.5 % per bucket); accepted difficulty = H/s × 14,400 s / 2^32.
  await q(
    `INSERT INTO hashrate_4h (series_id, bucket, accepted, rejected, shares)
     SELECT id, $1::timestamptz + k * interval '4 hours', accepted, accepted * 0.005,
            least(greatest(1, round(accepted / 65536)), 2000000000)::int
       FROM (SELECT s.id, k, hs * 14400 / 4294967296.0 * (1 + 0.05 * (random() - 0.5)) AS accepted
               FROM (SELECT id, 1e14 + 1.9e15 * random() AS hs FROM hashrate_series WHERE kind = 'miner') AS s
              CROSS JOIN generate_series(0, 5) AS k) AS b
      ORDER BY 2, 1`,
    [new Date(today - day)],
  );
  await q(`INSERT INTO reward_rates (pool_id, date, rate, source) VALUES ($1, $2, $3, 'bench')`, [
    poolId,
    workDay,
    rate,
  ]);
  const rewardFund = await ledgerAccountId(db, { kind: 'reward_fund', poolId });
  await q(
    `INSERT INTO ledger_accounts (kind, pool_id, miner_id) SELECT 'miner', $1, id FROM miner_accounts ORDER BY id`,
    [poolId],
  );
  await q(
    `CREATE UNLOGGED TABLE bench_opening AS
     SELECT id AS account, gen_random_uuid() AS transfer, 500000 + floor(random() * 500000)::bigint AS amount
       FROM ledger_accounts WHERE kind = 'miner'`,
  );
  await q(
    `INSERT INTO ledger_transfers (id, key, kind, created_at)
     SELECT transfer, 'opening:' || account, 'opening_balance', $1::timestamptz FROM bench_opening`,
    [new Date(today - 2 * day)],
  );
  await q(
    `INSERT INTO ledger_entries (transfer_id, account_id, amount, created_at)
     SELECT transfer, e.account, e.amount, $2::timestamptz FROM bench_opening
      CROSS JOIN LATERAL (VALUES (account, amount), ($1::uuid, -amount)) AS e (account, amount)`,
    [rewardFund, new Date(today - 2 * day)],
  );
  const addresses = Array.from({ length: accounts }, () =>
    bech32.encode('bc', [0, ...bech32.toWords(randomBytes(20))]),
  );
  const validAddresses = addresses.filter((address) => validateBitcoinAddress(address, 'mainnet')).length;
  await q(`INSERT INTO wallets (miner_id, created_at) SELECT id, $1::timestamptz FROM miner_accounts ORDER BY id`, [
    new Date(today - 30 * day),
  ]);
  await q(
    `INSERT INTO wallet_addresses (wallet_id, address, created_at)
     SELECT w.id, a.address, $2::timestamptz
       FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM wallets) AS w
       JOIN unnest($1::text[]) WITH ORDINALITY AS a (address, n) USING (n)`,
    [addresses, new Date(today - 30 * day)],
  );
  await q('VACUUM ANALYZE');
  bench.progress(
    `${int(accounts)} accounts, ${int(accounts * 6)} hashrate_4h buckets of ${workDay}, opening balances` +
      ` 500,000–1,000,000 sat, wallets with ${int(validAddresses)} valid distinct mainnet addresses` +
      ` (${seconds(performance.now() - t)})`,
  );
}

interface RewardFigures {
  rewardMs: number;
  summary: RewardRunSummary;
  paymentsBefore: number;
  paymentsAfter: number;
  againMs: number;
  paymentsAgain: number;
  rerunMs: number;
  rerun: RewardRunSummary;
  paymentsRerun: number;
}

/** The 09:00 UTC reward run of the day, then runs that must credit nothing. */
async function rewardRuns(bench: MoneyBench): Promise<RewardFigures> {
  const { db, clock, poolId, workDay, progress } = bench;
  bench.now = bench.today + 9 * hour + minute;
  const rewardPayments = () => count(bench, `WHERE type = 'reward'`);
  const rewards = new RewardsJob({ db, clock, log: benchLog });
  const runDay = async () => {
    const summary = await rewards.runDay(poolId, workDay);
    if (!summary) throw new Error(`no reward rate in force on ${workDay}`);
    return summary;
  };
  const paymentsBefore = await rewardPayments();
  const [rewardMs, summary] = await timed(runDay);
  const paymentsAfter = await rewardPayments();
  progress(
    `reward run: ${seconds(rewardMs)}, ${int(summary.accounts)} accounts credited, gross ${int(summary.gross)} sat,` +
      ` net ${int(summary.net)} sat; reward payments ${int(paymentsBefore)} → ${int(paymentsAfter)}` +
      ` (the accounts' and the pool's fee income of the day)`,
  );
  const [againMs, again] = await timed(runDay);
  const paymentsAgain = await rewardPayments();
  progress(
    `second run (day marked done): ${seconds(againMs)}, ${again.accounts} credited; reward payments ${int(paymentsAgain)}`,
  );
  // As after a crash between the last batch and marking the run done: every batch is
  // read and posted again, and the transfer keys credit nothing.
  await query(bench, `UPDATE reward_runs SET completed_at = NULL WHERE pool_id = $1 AND pool_day = $2`, [
    poolId,
    workDay,
  ]);
  const [rerunMs, rerun] = await timed(runDay);
  const paymentsRerun = await rewardPayments();
  progress(
    `re-run of the unfinished day (all batches again): ${seconds(rerunMs)}, ${rerun.accounts} credited;` +
      ` reward payments ${int(paymentsRerun)}`,
  );
  return { rewardMs, summary, paymentsBefore, paymentsAfter, againMs, paymentsAgain, rerunMs, rerun, paymentsRerun };
}

interface PayoutFigures {
  payoutMs: number;
  payoutsCreated: number;
  request: {
    status: string;
    error: string | null;
    payouts: number;
    amount: number;
    transactions: number;
    outputs: number;
    largest_vsize: number;
    fee: number;
  };
  payoutAgainMs: number;
}

/**
 * The 14:00 UTC payout run of today through the loopback Bitcoin Core, then a second run that
 * must pay nothing.
 */
async function payoutRuns(bench: MoneyBench): Promise<PayoutFigures> {
  const { db, clock, poolId, today, progress, cleanup } = bench;
  bench.now = today + 14 * hour + minute;
  await query(bench, 'VACUUM ANALYZE');
  const node = new FakeBitcoind('pool', 'bench', 'payouts');
  // Whole coins, as a pool's coinbase rewards are: each transaction spends a few dozen.
  node.coins = Array.from({ length: 200 }, () => 100_000_000);
  const walletUrl = node.walletUrl(await node.start());
  cleanup.push(() => node.stop());
  const settings = { ...defaultMoneySettings, bitcoinRpcUrl: walletUrl };
  const chain = new BitcoinCoreChain(walletUrl, settings.payoutConfirmations);
  const payouts = new PayoutsJob({ db, clock, settings, log: benchLog, chain });
  const [payoutMs] = await timed(() => payouts.runDate(poolId, date(today)));
  const { rows: requestRows } = await query<PayoutFigures['request']>(
    bench,
    `SELECT r.status, r.error, r.payouts, r.amount, count(t.id)::int AS transactions, coalesce(sum(t.outputs), 0)::int AS outputs,
            coalesce(max(t.vsize), 0)::int AS largest_vsize, coalesce(sum(t.fee), 0)::bigint AS fee
       FROM blockchain_payout_requests r
       LEFT JOIN payout_transactions t ON t.request_id = r.id
      WHERE r.pool_id = $1 AND r.date = $2
      GROUP BY r.id`,
    [poolId, date(today)],
  );
  const request = requestRows[0]!;
  const payoutsCreated = await count(bench, `WHERE type = 'payout'`);
  progress(
    `payout run: ${seconds(payoutMs)}, ${int(payoutsCreated)} payouts created of ${int(accounts)} wallets;` +
      ` request ${request.status}${request.error ? ` (${request.error})` : ''}, ${int(request.payouts)} payouts,` +
      ` ${int(request.amount)} sat, ${int(request.transactions)} transactions of ${int(request.outputs)} outputs in all` +
      ` (largest ${int(request.largest_vsize)} vB, fees ${int(request.fee)} sat)`,
  );
  const [payoutAgainMs] = await timed(() => payouts.runDate(poolId, date(today)));
  progress(
    `second payout run: ${seconds(payoutAgainMs)}; payout payments ${int(await count(bench, `WHERE type = 'payout'`))}`,
  );
  return { payoutMs, payoutsCreated, request, payoutAgainMs };
}

/**
 * A year of history of one account (365 rewards at 09:00 and 365 payouts at 14:00,
 * through the ledger, with their payout requests), owned by `owner`. Returns its id.
 */
async function historyAccount(bench: MoneyBench, owner: string): Promise<string> {
  const { db, poolId, today } = bench;
  const t = performance.now();
  const q = (text: string, values?: unknown[]) => query(bench, text, values);
  const historyId = (
    await query<{ id: string }>(
      bench,
      `INSERT INTO miner_accounts (pool_id, account_name, created_at) VALUES ($1, 'bench_history', $2) RETURNING id`,
      [poolId, new Date(today - 400 * day)],
    )
  ).rows[0]!.id;
  const historyAccount = await ledgerAccountId(db, { kind: 'miner', poolId, minerId: historyId });
  const [rewardFund, poolIncome, chainAccount] = await Promise.all(
    (['reward_fund', 'pool_income', 'chain'] as const).map((kind) => ledgerAccountId(db, { kind, poolId })),
  );
  const feePercent = defaultFeePercent.pool;
  await q(
    `CREATE UNLOGGED TABLE bench_history AS
     SELECT d::date AS pool_day, (d + interval '1 day')::date AS paid_on,
            d + interval '33 hours' AS rewarded_at, d + interval '38 hours' AS paid_at,
            hs, gross, fee, gross - fee AS net,
            gen_random_uuid() AS reward_transfer, gen_random_uuid() AS payout_transfer, gen_random_uuid() AS request
       FROM (SELECT d, hs, floor(hs * $2 / 1e12)::bigint AS gross, floor(floor(hs * $2 / 1e12) * $3 / 100)::bigint AS fee
               FROM (SELECT d, round(8e14 + 4e14 * random()) AS hs
                       FROM generate_series($1::timestamptz - interval '366 days', $1::timestamptz - interval '2 days',
                                            interval '1 day') AS d) AS r) AS h`,
    [new Date(today), rate, feePercent],
  );
  await q(
    `INSERT INTO blockchain_payout_requests
            (id, pool_id, date, status, amount, payouts, fee_level, tx_id, confirmations, created_at, updated_at)
     SELECT request, $1, paid_on, 'completed', net, 1, 'MEDIUM', md5(random()::text) || md5(random()::text), 3,
            paid_at, paid_at + interval '1 hour'
       FROM bench_history`,
    [poolId],
  );
  await q(
    `INSERT INTO ledger_transfers (id, key, kind, created_at)
     SELECT reward_transfer, 'reward:' || $1::text || ':' || pool_day, 'reward', rewarded_at FROM bench_history
     UNION ALL
     SELECT payout_transfer, 'payout:bench-history:' || paid_on, 'payout', paid_at FROM bench_history`,
    [historyId],
  );
  // One statement: the account's balance never goes below zero in between.
  await q(
    `INSERT INTO ledger_entries (transfer_id, account_id, amount, created_at)
     SELECT reward_transfer, e.account, e.amount, rewarded_at FROM bench_history
      CROSS JOIN LATERAL (VALUES ($1::uuid, -gross), ($2::uuid, net), ($3::uuid, fee)) AS e (account, amount)
      WHERE e.amount <> 0
     UNION ALL
     SELECT payout_transfer, e.account, e.amount, paid_at FROM bench_history
      CROSS JOIN LATERAL (VALUES ($2::uuid, -net), ($4::uuid, net)) AS e (account, amount)`,
    [rewardFund, historyAccount, poolIncome, chainAccount],
  );
  await q(
    `INSERT INTO payments (account_id, type, direction, status, amount, pool_day, transfer_id,
                           hash_rate, rate, gross, fee_percent, fee, operator_fee, created_at, updated_at)
     SELECT $1, 'reward', 'incoming', 'completed', net, pool_day, reward_transfer,
            hs, $2, gross, $3, fee, 0, rewarded_at, rewarded_at FROM bench_history`,
    [historyAccount, rate, feePercent],
  );
  await q(
    `INSERT INTO payments (account_id, type, direction, status, amount, pool_day, transfer_id,
                           address, payout_request_id, created_at, updated_at)
     SELECT $1, 'payout', 'outgoing', 'completed', net, paid_on, payout_transfer,
            $2, request, paid_at, paid_at + interval '1 hour' FROM bench_history`,
    [historyAccount, historyAddress],
  );
  await q(`INSERT INTO permissions (identity_id, type, miner_id, role) VALUES ($1, 'miner', $2, 'owner')`, [
    owner,
    historyId,
  ]);
  await q('VACUUM ANALYZE');
  const { rows: historyRows } = await query<{ type: string; n: number }>(
    bench,
    `SELECT type, count(*)::int AS n FROM payments WHERE account_id = $1 GROUP BY 1`,
    [historyAccount],
  );
  bench.progress(
    `history account: ${historyRows.map((row) => `${row.n} ${row.type}`).join(', ')} payments in a year` +
      ` (${seconds(performance.now() - t)}); ${int(await count(bench, `WHERE type = 'payout'`))} payout payments, ` +
      `${int(await count(bench, ''))} payments in all`,
  );
  return historyId;
}

/** The history account's payments page, balance and 90-day exports over real HTTP: [name, figures] rows. */
async function paymentsReads(bench: MoneyBench, owner: string, historyId: string): Promise<[string, string][]> {
  const { db, clock, inLoader, progress } = bench;
  bench.now = bench.today + 15 * hour;
  const app = await buildApp({
    db,
    settings: new PoolSettingsStore(undefined, {}, () => undefined),
    identity: new BenchIdentity([[owner, 'owner@bench.invalid']]),
    clock,
    logLevel: 'warn',
  });
  bench.cleanup.push(() => app.close());
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const headers = {
    [sessionHeader]: owner,
    cookie: 'XSRF-TOKEN=bench-xsrf-token',
    'accept-encoding': 'gzip, deflate, br',
  };
  const api = `${base}/api/backend/v0.1/miners/${historyId}`;
  const reads = [
    { name: 'GET /miners/{id}/payments?per_page=50', url: `${api}/payments?per_page=50` },
    { name: 'GET /miners/{id}/balance', url: `${api}/balance` },
  ];
  const rows: [string, string][] = [];
  for (const read of reads) {
    await inLoader('load', { urls: [read.url], headers, count: 50, parallel: concurrency }); // warm-up
    const alone = await inLoader('load', { urls: [read.url], headers, count: requests, parallel: 1 });
    const loaded = await inLoader('load', { urls: [read.url], headers, count: requests * 2, parallel: concurrency });
    const line =
      `p50 ${ms(alone.p50)}, p95 ${ms(alone.p95)} one at a time (${alone.count} requests); ` +
      `${int(loaded.rps)} req/s at ${concurrency} concurrent (p95 ${ms(loaded.p95)}); ${int(alone.bytes)} B body`;
    progress(`${read.name}: ${line}`);
    rows.push([read.name, line]);
  }
  for (const format of ['csv', 'xlsx']) {
    const url = `${api}/payments/export?period=P90D&format=${format}`;
    await inLoader('load', { urls: [url], headers, count: 3, parallel: 1 }); // warm-up
    const r = await inLoader('load', { urls: [url], headers, count: 20, parallel: 1 });
    const line = `download p50 ${ms(r.p50)}, p95 ${ms(r.p95)} (20 downloads, ${int(r.bytes)} B)`;
    progress(`GET /miners/{id}/payments/export?period=P90D&format=${format}: ${line}`);
    rows.push([`GET /miners/{id}/payments/export?period=P90D&format=${format}`, line]);
  }
  return rows;
}

function printSummary(
  version: string,
  rewards: RewardFigures,
  payouts: PayoutFigures,
  httpRows: [string, string][],
  since: () => string,
): void {
  console.log(
    `\n## Money benchmark (${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores,` +
      ` Node ${process.version}, PostgreSQL ${version} embedded with embeddedSettings)\n`,
  );
  console.log('| Figure | Measured |');
  console.log('| --- | --- |');
  const { summary, paymentsBefore, paymentsAfter } = rewards;
  const rows = [
    [
      `09:00 UTC reward run, ${int(accounts)} accounts × 6 hashrate_4h buckets`,
      `${seconds(rewards.rewardMs)} (${int(summary.accounts)} credited; reward payments ${int(paymentsBefore)} → ${int(paymentsAfter)})`,
    ],
    [
      'Second reward run of the day (done)',
      `${seconds(rewards.againMs)} (reward payments ${int(rewards.paymentsAgain)})`,
    ],
    [
      'Re-run of the day left unfinished (every batch again)',
      `${seconds(rewards.rerunMs)} (${rewards.rerun.accounts} credited; reward payments ${int(rewards.paymentsRerun)})`,
    ],
    [
      `14:00 UTC payout run, ${int(accounts)} wallets (default limits), loopback Bitcoin Core`,
      `${seconds(payouts.payoutMs)} (${int(payouts.payoutsCreated)} payouts created, request ${payouts.request.status},` +
        ` ${int(payouts.request.transactions)} transactions of ${int(payouts.request.outputs)} outputs,` +
        ` largest ${int(payouts.request.largest_vsize)} vB); goal ≤ ${seconds(payoutGoalMs)} at 10,000 wallets:` +
        ` ${payouts.payoutMs <= payoutGoalMs ? 'met' : 'not met'}`,
    ],
    ['Second payout run of the day', seconds(payouts.payoutAgainMs)],
    ...httpRows.map(([name, line]) => [`${name} (account with 365 rewards + 365 payouts)`, line]),
  ];
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  console.log(`\nTotal run time ${since().trim()}.`);
}

await runBench(async ({ since, progress, cleanup }) => {
  const inLoader = startLoader(cleanup);
  const { pool, version } = await startBenchDatabase({ prefix: 'pool-bench-money-', cleanup, progress });
  const today = Math.floor(Date.now() / day) * day;
  const poolId = (await pool.query<{ id: string }>('SELECT id FROM pools WHERE is_current')).rows[0]!.id;
  const bench: MoneyBench = {
    pool,
    db: createDb(pool),
    poolId,
    today,
    workDay: date(today - day),
    now: today + 9 * hour + minute,
    clock: () => new Date(bench.now),
    progress,
    cleanup,
    inLoader,
  };
  const owner = '00000000-0000-4000-8000-00000000be02';

  await accountsWithADayOfWork(bench);
  const rewards = await rewardRuns(bench);
  const payouts = await payoutRuns(bench);
  const historyId = await historyAccount(bench, owner);
  const httpRows = await paymentsReads(bench, owner, historyId);
  printSummary(version, rewards, payouts, httpRows, since);
});
