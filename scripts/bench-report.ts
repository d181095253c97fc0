// Prints the mining report's figures for docs/performance.md: in a throw-away
// embedded PostgreSQL, an account with 1,000 workers and a full month of 4-hour buckets
// (the account's and every worker's), a reward and a payout payment each day and the day's
// prices; then, over real HTTP, the latency of GET /miners/{id}/mining-report and the time
// of its PDF and XLSX downloads. It prints figures; it asserts nothing and stops by itself.
//
// The clock stands 12 hours into the month after the report's, so every day of the month is
// within the workers' 35 days of 4-hour history (the most work a report reads).
// Environment: BENCH_WORKERS (default 1000), BENCH_REQUESTS (200).
import os from 'node:os';
import { buildApp } from '../apps/server/src/app.js';
import { createDb } from '../apps/server/src/db/database.js';
import { ledgerAccountId } from '../apps/server/src/modules/ledger/index.js';
import { seedDemoDayRates } from '../apps/server/src/modules/demo/index.js';
import { PoolSettingsStore } from '../apps/server/src/settings/pool-settings.js';
import {
  BenchIdentity,
  day,
  hour,
  int,
  ms,
  runBench,
  sessionHeader,
  startBenchDatabase,
  startLoader,
} from './bench-support.js';

const workers = Number(process.env.BENCH_WORKERS ?? 1000);
const requests = Number(process.env.BENCH_REQUESTS ?? 200);
const owner = '00000000-0000-4000-8000-00000000be13';

const date = (msValue: number) => new Date(msValue).toISOString().slice(0, 10);

await runBench(async ({ since, progress, cleanup }) => {
  const inLoader = startLoader(cleanup);
  const { pool, version } = await startBenchDatabase({ prefix: 'pool-bench-report-', cleanup, progress });
  const db = createDb(pool);
  const q = (text: string, values?: unknown[]) => pool.query(text, values);
  const today = new Date();
  const monthStart = Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1);
  const nextMonthStart = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1);
  const month = date(monthStart).slice(0, 7);
  const days = Math.round((nextMonthStart - monthStart) / day);
  const now = nextMonthStart + 12 * hour;
  const poolId = (await pool.query<{ id: string }>('SELECT id FROM pools WHERE is_current')).rows[0]!.id;

  const t = performance.now();
  const minerId = (
    await pool.query<{ id: string }>(
      `INSERT INTO miner_accounts (pool_id, account_name, created_at) VALUES ($1, 'bench_report', $2) RETURNING id`,
      [poolId, new Date(monthStart - 60 * day)],
    )
  ).rows[0]!.id;
  await q(`INSERT INTO permissions (identity_id, type, miner_id, role) VALUES ($1, 'miner', $2, 'owner')`, [
    owner,
    minerId,
  ]);
  await q(
    `INSERT INTO hashrate_series (kind, pool_id, miner_id, worker_name)
     SELECT 'miner'::series_kind, $1::uuid, $2::uuid, NULL
     UNION ALL
     SELECT 'worker'::series_kind, $1::uuid, $2::uuid, 'rig' || lpad(i::text, 5, '0') FROM generate_series(1, $3::int) AS i`,
    [poolId, minerId, workers],
  );
  await q(
    `UPDATE hashrate_figures f SET first_share_at = $2::timestamptz, last_share_at = $3::timestamptz
       FROM hashrate_series s WHERE s.id = f.series_id AND s.miner_id = $1`,
    [minerId, new Date(monthStart), new Date(now - 60_000)],
  );
  // About 100 TH/s per worker (±2.5 % per bucket); the account's bucket is its workers' sum.
  await q(
    `INSERT INTO hashrate_4h (series_id, bucket, accepted, rejected, shares)
     SELECT s.id, $1::timestamptz + k * interval '4 hours',
            CASE WHEN s.kind = 'miner' THEN $3::int ELSE 1 END * 1e14 * 14400 / 4294967296.0 * (1 + 0.05 * (random() - 0.5)),
            0, 1000
       FROM hashrate_series s CROSS JOIN generate_series(0, $2::int * 6 - 1) AS k
      WHERE s.miner_id = $4
      ORDER BY 2, 1`,
    [new Date(monthStart), days, workers, minerId],
  );
  // A reward and a payout of each day, as the jobs write them (the report reads payments).
  const account = await ledgerAccountId(db, { kind: 'miner', poolId, minerId });
  await q(
    `INSERT INTO blockchain_payout_requests (pool_id, date, status, amount, payouts, fee_level, tx_id, confirmations)
     SELECT $1, d::date, 'completed', 4900000, 1, 'MEDIUM', md5(random()::text) || md5(random()::text), 3
       FROM generate_series($2::timestamptz, $3::timestamptz, interval '1 day') AS d`,
    [poolId, new Date(monthStart), new Date(nextMonthStart - day)],
  );
  await q(
    `INSERT INTO payments (account_id, type, direction, status, amount, pool_day, hash_rate, rate, gross,
                           fee_percent, fee, operator_fee, created_at)
     SELECT $1, 'reward', 'incoming', 'completed', 4955000, d::date, $3::float8 * 1e14, 50, 5000000,
            0.9, 45000, 0, d + interval '33 hours'
       FROM generate_series($2::timestamptz, $4::timestamptz, interval '1 day') AS d`,
    [account, new Date(monthStart), workers, new Date(nextMonthStart - day)],
  );
  await q(
    `INSERT INTO payments (account_id, type, direction, status, amount, pool_day, address, payout_request_id, created_at)
     SELECT $1, 'payout', 'outgoing', 'completed', 4900000, r.date, 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', r.id,
            r.date + interval '14 hours'
       FROM blockchain_payout_requests r WHERE r.pool_id = $2`,
    [account, poolId],
  );
  await seedDemoDayRates(db, poolId, date(monthStart), date(nextMonthStart - day));
  await q('VACUUM ANALYZE');
  progress(
    `account with ${int(workers)} workers, ${int((workers + 1) * days * 6)} hashrate_4h buckets of ${month},` +
      ` ${days} rewards and ${days} payouts (${ms(performance.now() - t)})`,
  );

  const app = await buildApp({
    db,
    settings: new PoolSettingsStore(undefined, {}, () => undefined),
    identity: new BenchIdentity([[owner, 'owner@bench.invalid']]),
    clock: () => new Date(now),
    logLevel: 'warn',
  });
  cleanup.push(() => app.close());
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const headers = { [sessionHeader]: owner, cookie: 'XSRF-TOKEN=bench-xsrf-token', 'accept-encoding': 'gzip' };
  const api = `${base}/api/backend/v0.1/miners/${minerId}/mining-report`;
  const rows: [string, string][] = [];

  const reportUrl = `${api}?month=${month}`;
  await inLoader('load', { urls: [reportUrl], headers, count: 20, parallel: 1 }); // warm-up
  const alone = await inLoader('load', { urls: [reportUrl], headers, count: requests, parallel: 1 });
  const reportLine =
    `p50 ${ms(alone.p50)}, p95 ${ms(alone.p95)}, p99 ${ms(alone.p99)} one at a time` +
    ` (${alone.count} requests, ${int(alone.bytes)} B body)`;
  progress(`GET /miners/{id}/mining-report?month=${month}: ${reportLine}`);
  rows.push([`GET /miners/{id}/mining-report, ${int(workers)} workers, ${days} days`, reportLine]);

  for (const format of ['pdf', 'xlsx']) {
    const url = `${api}/export?month=${month}&format=${format}&language=ru`;
    await inLoader('load', { urls: [url], headers, count: 3, parallel: 1 }); // warm-up (the font is read once)
    const r = await inLoader('load', { urls: [url], headers, count: 20, parallel: 1 });
    const line = `p50 ${ms(r.p50)}, p95 ${ms(r.p95)} (20 downloads, ${int(r.bytes)} B)`;
    progress(`GET /miners/{id}/mining-report/export?format=${format}: ${line}`);
    rows.push([`GET /miners/{id}/mining-report/export?format=${format} (ru)`, line]);
  }

  console.log(
    `\n## Mining report benchmark (${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores,` +
      ` Node ${process.version}, PostgreSQL ${version} embedded with embeddedSettings)\n`,
  );
  console.log('| Figure | Measured |');
  console.log('| --- | --- |');
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  console.log(`\nTotal run time ${since().trim()}.`);
});
