// Prints monitoring figures for docs/performance.md: with 10,000 miner
// accounts, 100,000 workers and 7 days of rollups in a throw-away embedded PostgreSQL,
// the latency of the monitoring reads over real HTTP, sustained share ingestion, the cost
// of the per-minute figures refresh, and whether chart cost stays flat when the history
// grows tenfold. It prints figures and targets; it asserts nothing and stops by itself.
//
// Phases: generateData, statsRefresh, startApp, monitoringReads, historyFlatness (with
// addHistory), ingestion, diagnosis (only when a target is missed), then the summary.
// The load generators run in a worker thread (bench-loader.ts), so the server's event loop
// serves requests only. Environment: BENCH_REQUESTS (default 2000 per endpoint),
// BENCH_CONCURRENCY (8), BENCH_INGEST_SECONDS (20), BENCH_SENDERS (3), BENCH_INGEST_RATE
// (20000 shares/s offered while the refresh runs), BENCH_SCALE (1: the
// share of the 10,000 accounts and 99,000 other workers generated; 0.1 to iterate quickly),
// BENCH_REFRESH_ONLY (1: stop after the figures refresh), BENCH_READS (endpoint keys of
// monitoringEndpoints, comma-separated: only those reads, their diagnosis and summary; no
// history, no ingestion), BENCH_INGEST_ONLY (1: ingestion only, after the refresh),
// BENCH_HISTORY_ONLY (1: the chart and stats reads with 1× and 10× history only),
// BENCH_WARM_UP_MINUTES (60: the job's minutes after the load, before the measured two),
// BENCH_WARM_UP_GAP_SECONDS (0: the seconds between those minutes' runs).
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import type { ChartPeriod } from '@pool/contract';
import { buildApp } from '../apps/server/src/app.js';
import type { Clock } from '../apps/server/src/clock.js';
import { createDb, createPool, type Db } from '../apps/server/src/db/database.js';
import { IngestRepository, ShareIngestService } from '../apps/server/src/modules/share-ingestion/index.js';
import { ChartsRepository } from '../apps/server/src/modules/charts/index.js';
import {
  carryTarget,
  maintainPartitions,
  StatsRefresh,
  statsPhases,
  type StatsRun,
} from '../apps/server/src/modules/stats-job/index.js';
import { carrySlices } from '../apps/server/src/db/bucket-carry.js';
import { encodeWorkersCursor } from '../apps/server/src/modules/worker-lists/index.js';
import { PoolSettingsStore } from '../apps/server/src/settings/pool-settings.js';
import type { IngestArgs, IngestResult, LoadResult } from './bench-loader.js';
import {
  BenchIdentity,
  day,
  hour,
  int,
  minute,
  ms,
  percentiles,
  runBench,
  sessionHeader,
  startBenchDatabase,
  startLoader,
  type CleanupStep,
  type InLoader,
  type Percentiles,
  type Progress,
} from './bench-support.js';

const requests = Number(process.env.BENCH_REQUESTS ?? 2000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8);
const ingestSeconds = Number(process.env.BENCH_INGEST_SECONDS ?? 20);
const senders = Number(process.env.BENCH_SENDERS ?? 3);
/** Shares a second offered while the refresh runs, for the ingestion goal (its rate). */
const ingestRate = Number(process.env.BENCH_INGEST_RATE ?? 20_000);
const scale = Number(process.env.BENCH_SCALE ?? 1);
/** Stop after the figures refresh (to iterate on it). */
const refreshOnly = process.env.BENCH_REFRESH_ONLY === '1';
/** Skip the reads and the history: ingestion only, after the refresh (to iterate on it). */
const ingestOnly = process.env.BENCH_INGEST_ONLY === '1';
const historyOnly = process.env.BENCH_HISTORY_ONLY === '1';
/** Only these reads (to iterate on one endpoint). */
const readsOnly = process.env.BENCH_READS?.split(',').filter(Boolean);
/**
 * The job's minutes between its first run and the measured ones: a pool's first hour after
 * the load. Right after the load the carry reads minute rows the load pushed out of memory
 * (at 300,000 workers, 20 GB of buckets), which a running pool read the minute before; and
 * the hour's minute partition that leaves retention at the measured edge is a whole hour
 * of rows, as in a running pool, not the few minutes the load wrote before T0.
 */
const warmUpMinutes = Number(process.env.BENCH_WARM_UP_MINUTES ?? 60);
/**
 * Seconds between the warm-up's runs (0: back to back). A pool runs the job once a minute,
 * and the database's background work (checkpoints, autovacuum, the WAL writer) has the
 * rest of the minute; back to back, it falls on the next run.
 */
const warmUpGapSeconds = Number(process.env.BENCH_WARM_UP_GAP_SECONDS ?? 0);
/** Miner accounts besides the 1,000-worker one, and their workers. */
const otherAccounts = Math.max(1, Math.round(9999 * scale));
const otherWorkers = Math.max(otherAccounts, Math.round(99_000 * scale));
const totalWorkers = 1000 + otherWorkers;
/** The per-minute refresh after a typical minute of shares. */
const refreshTargetMs = 2000;
/** Monitoring's loads stop after 15 s unless told otherwise. */
const loadMaxSeconds = 15;

const seconds = (msValue: number) => `${(msValue / 1000).toFixed(1)} s`;

/** What every phase works on. */
interface MonitoringBench {
  pool: pg.Pool;
  /** The database's URL, for the diagnosis's second connection pool. */
  url: string;
  db: Db;
  poolId: string;
  /** The end of the generated data: the clock starts here and runs in real time. */
  T0: number;
  clockOffsetMs: number;
  clock: Clock;
  progress: Progress;
  cleanup: CleanupStep[];
  inLoader: InLoader;
}

// ---------------------------------------------------------------------------------------
// Data generation

const rollups = [
  { table: 'hashrate_1m', stepMs: minute, keepMs: 3 * hour, noise: 0.6 },
  { table: 'hashrate_20m', stepMs: 20 * minute, keepMs: 2 * day, noise: 0.15 },
  { table: 'hashrate_4h', stepMs: 4 * hour, keepMs: 7 * day, noise: 0.05 },
];

/** One INSERT of all series' rows of one bucket: rows land in time order, as ingestion writes them. */
function bucketInsert(
  table: string,
  bucketMs: number,
  stepMs: number,
  noise: number,
  seriesFilter = 'true',
): { text: string; values: unknown[] } {
  const secondsPerBucket = stepMs / 1000;
  // Minute rows with their share times (the coarse buckets are generated here directly).
  const minuteColumns = table === 'hashrate_1m' ? ', first_at, last_at' : '';
  const minuteValues = table === 'hashrate_1m' ? `, $1::timestamptz, $1::timestamptz + interval '59 seconds'` : '';
  return {
    text: `
      INSERT INTO ${table} (series_id, bucket, accepted, rejected, shares${minuteColumns})
      SELECT series_id, $1::timestamptz, accepted, accepted * reject_ratio,
             least(greatest(1, round(accepted / 65536)), 2000000000)::int${minuteValues}
        FROM (SELECT series_id,
                     rate * ${secondsPerBucket} / 4294967296.0 * (1 + ${noise} * (random() - 0.5)) AS accepted,
                     0.01 * random() AS reject_ratio
                FROM bench_series
               WHERE last_share_at >= $1::timestamptz AND ${seriesFilter}
               ORDER BY series_id) AS g`,
    values: [new Date(bucketMs).toISOString()],
  };
}

type LaneTask = (client: pg.PoolClient) => Promise<unknown>;

/** Runs `tasks` on `lanes` connections at once. */
async function onLanes(pool: pg.Pool, lanes: number, tasks: LaneTask[]): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      const client = await pool.connect();
      try {
        await client.query(`SET synchronous_commit = off; SET maintenance_work_mem = '2GB'; SET work_mem = '256MB'`);
        while (next < tasks.length) {
          const task = tasks[next]!;
          next += 1;
          await task(client);
        }
      } finally {
        client.release();
      }
    }),
  );
}

async function withRollupIndexesDropped(pool: pg.Pool, tables: string[], load: () => Promise<void>): Promise<void> {
  const { rows: constraints } = await pool.query<{ tbl: string; conname: string; def: string }>(
    `SELECT conrelid::regclass::text AS tbl, conname, pg_get_constraintdef(oid) AS def
       FROM pg_constraint WHERE conrelid::regclass::text = ANY($1) AND contype = 'p'`,
    [tables],
  );
  const { rows: indexes } = await pool.query<{ tablename: string; indexname: string; indexdef: string }>(
    `SELECT tablename, indexname, indexdef FROM pg_indexes
      WHERE tablename = ANY($1) AND indexname NOT IN (SELECT conname FROM pg_constraint WHERE contype = 'p')`,
    [tables],
  );
  for (const c of constraints) await pool.query(`ALTER TABLE ${c.tbl} DROP CONSTRAINT ${c.conname}`);
  for (const i of indexes) await pool.query(`DROP INDEX ${i.indexname}`);
  await load();
  // One table's keys and indexes one after another: the partitions' index names are chosen
  // when made, and two made at once on one table may choose the same.
  await onLanes(
    pool,
    2,
    tables.map((table) => async (client: pg.PoolClient) => {
      for (const c of constraints.filter((c) => c.tbl === table))
        await client.query(`ALTER TABLE ${c.tbl} ADD CONSTRAINT ${c.conname} ${c.def}`);
      // A partitioned table's index reads "ON ONLY" (the parent alone): made plainly, it is
      // made on every partition too.
      for (const i of indexes.filter((i) => i.tablename === table))
        await client.query(i.indexdef.replace(' ON ONLY ', ' ON '));
    }),
  );
}

interface Generation {
  ms: number;
  operatorId: string;
  operatorWorkers: number;
  counts: [string, number][];
  totalRows: number;
  bigId: string;
  bigSeries: number;
  someMinerIds: string[];
  minerIds: string[];
  minerSeries: number[];
  logins: string[];
}

/**
 * Accounts, series and rollups at each table's retention, time-ordered like ingestion
 * writes them. Indexes are dropped during the load and built afterwards.
 */
async function generateData({ pool, db, T0, poolId, progress }: MonitoringBench): Promise<Generation> {
  const t0 = performance.now();
  // The partitions the job keeps at T0, made before the rows are loaded: the migrations
  // made them around the real clock, and rows of hours without one would wait in the
  // DEFAULT partition until the first run moved them (as fresh pages, never vacuumed,
  // whose first readers would write every page again for its hint bits).
  await db.transaction().execute((trx) => maintainPartitions(trx, new Date(T0)));
  // Bulk load: larger WAL between checkpoints (reset before measuring).
  await pool.query(`ALTER SYSTEM SET max_wal_size = '20GB'`);
  await pool.query(`ALTER SYSTEM SET checkpoint_timeout = '1h'`);
  await pool.query('SELECT pg_reload_conf()');

  const ts = (msValue: number) => new Date(msValue).toISOString();
  await pool.query(`SELECT setseed(0.42)`);
  await pool.query(
    `CREATE UNLOGGED TABLE bench_miners AS
       SELECT i, gen_random_uuid() AS id,
              CASE WHEN i = 0 THEN 'bench_big' ELSE 'miner_' || lpad(i::text, 5, '0') END AS account_name
         FROM generate_series(0, ${otherAccounts}) AS i`,
  );
  // Every other account (not the 1,000-worker one) a customer of one operator: its worker
  // lists span half the pool.
  const operatorId = (
    await pool.query<{ id: string }>(
      `INSERT INTO operators (pool_id, name, title) VALUES ($1, 'Bench operator', 'benchop') RETURNING id`,
      [poolId],
    )
  ).rows[0]!.id;
  await pool.query(
    `INSERT INTO miner_accounts (id, pool_id, operator_id, account_name, created_at)
     SELECT id, $1, CASE WHEN i % 2 = 1 THEN $3::uuid END, account_name, $2::timestamptz FROM bench_miners ORDER BY i`,
    [poolId, ts(T0 - 90 * day), operatorId],
  );
  // Workers: 1,000 of bench_big, 99,000 spread over the other 9,999 accounts (at scale 1). Status mix by
  // the last share: 86% stable, 8% unavailable, 4% off, 2% removed (product §9 bounds).
  await pool.query(
    `CREATE UNLOGGED TABLE bench_workers AS
       SELECT miner_i, name, 60e12 + 80e12 * random() AS rate,
              $1::timestamptz - CASE
                WHEN u < 0.86 THEN random() * interval '4 minutes'
                WHEN u < 0.94 THEN interval '15 minutes' + random() * interval '23 hours'
                WHEN u < 0.98 THEN interval '24 hours 20 minutes' + random() * interval '4 days'
                ELSE interval '9 days' + random() * interval '20 days' END AS last_share_at
         FROM (SELECT 0 AS miner_i, 'rig-' || lpad(i::text, 4, '0') AS name, random() AS u
                 FROM generate_series(0, 999) AS i
               UNION ALL
               SELECT 1 + j % ${otherAccounts}, 'rig-' || lpad((j / ${otherAccounts})::text, 4, '0'), random()
                 FROM generate_series(0, ${otherWorkers - 1}) AS j) AS w`,
    [ts(T0)],
  );
  await pool.query(`INSERT INTO hashrate_series (kind, pool_id) VALUES ('pool', $1)`, [poolId]);
  await pool.query(`INSERT INTO hashrate_series (kind, pool_id, operator_id) VALUES ('operator', $1, $2)`, [
    poolId,
    operatorId,
  ]);
  await pool.query(
    `INSERT INTO hashrate_series (kind, pool_id, operator_id, miner_id)
     SELECT 'miner', $1, a.operator_id, m.id
       FROM bench_miners m JOIN miner_accounts a ON a.id = m.id
      WHERE EXISTS (SELECT 1 FROM bench_workers w WHERE w.miner_i = m.i) ORDER BY m.i`,
    [poolId],
  );
  await pool.query(
    `INSERT INTO hashrate_series (kind, pool_id, operator_id, miner_id, worker_name)
     SELECT 'worker', $1, a.operator_id, m.id, w.name
       FROM bench_workers w JOIN bench_miners m ON m.i = w.miner_i JOIN miner_accounts a ON a.id = m.id
      ORDER BY w.miner_i, w.name`,
    [poolId],
  );
  // Every series with its rate: a worker's own, an account's the sum of its workers active
  // in the last day, the pool's the sum of all.
  await pool.query(
    `CREATE UNLOGGED TABLE bench_series AS
       SELECT s.id AS series_id, s.kind, w.rate, w.last_share_at
         FROM hashrate_series s
         JOIN bench_miners m ON m.id = s.miner_id
         JOIN bench_workers w ON w.miner_i = m.i AND w.name = s.worker_name
        WHERE s.kind = 'worker'
       UNION ALL
       SELECT s.id, s.kind, sum(w.rate) FILTER (WHERE w.last_share_at >= $1::timestamptz), max(w.last_share_at)
         FROM hashrate_series s
         JOIN bench_miners m ON m.id = s.miner_id
         JOIN bench_workers w ON w.miner_i = m.i
        WHERE s.kind = 'miner'
        GROUP BY s.id
       UNION ALL
       SELECT s.id, s.kind, (SELECT sum(rate) FROM bench_workers WHERE last_share_at >= $1::timestamptz),
              (SELECT max(last_share_at) FROM bench_workers)
         FROM hashrate_series s WHERE s.kind = 'pool'
       UNION ALL
       SELECT s.id, s.kind,
              (SELECT sum(rate) FROM bench_workers WHERE miner_i % 2 = 1 AND last_share_at >= $1::timestamptz),
              (SELECT max(last_share_at) FROM bench_workers WHERE miner_i % 2 = 1)
         FROM hashrate_series s WHERE s.kind = 'operator'`,
    [ts(T0 - day)],
  );
  await pool.query(`UPDATE bench_series SET rate = 0 WHERE rate IS NULL`);
  // Share times: the pool's and the operator's from 90 days ago, an account's 60, a worker's 30.
  await pool.query(
    `UPDATE hashrate_figures f
        SET first_share_at = $1::timestamptz - CASE b.kind WHEN 'worker' THEN interval '30 days'
                                                           WHEN 'miner' THEN interval '60 days'
                                                           ELSE interval '90 days' END,
            last_share_at = b.last_share_at
       FROM bench_series b WHERE b.series_id = f.series_id`,
    [ts(T0)],
  );
  await pool.query('ANALYZE bench_series');
  progress(`accounts and series created (${seconds(performance.now() - t0)})`);

  // Rollups: 1m for the last 3 h, 20m for 2 days, 4h for 7 days; each bucket only for the
  // series active by then (a worker's buckets stop at its last share).
  const tasks: { table: string; bucket: number; query: { text: string; values: unknown[] } }[] = [];
  for (const { table, stepMs, keepMs, noise } of rollups) {
    // The minute rows up to T0's minute; the 20-minute buckets closed by then (the carry
    // writes them, below); the 4-hour ones up to the open one.
    const last =
      table === 'hashrate_1m'
        ? T0 - minute
        : table === 'hashrate_20m'
          ? Math.floor(T0 / stepMs) * stepMs - stepMs
          : Math.floor(T0 / stepMs) * stepMs;
    for (let bucket = last; bucket > T0 - keepMs; bucket -= stepMs) {
      tasks.push({ table, bucket, query: bucketInsert(table, bucket, stepMs, noise) });
    }
  }
  // Oldest first, so each table's rows lie in time order; the two lanes mix tables.
  tasks.sort((a, b) => a.bucket - b.bucket);
  let done = 0;
  const tLoad = performance.now();
  await withRollupIndexesDropped(
    pool,
    rollups.map((r) => r.table),
    () =>
      onLanes(
        pool,
        2,
        tasks.map((task) => async (client) => {
          await client.query(task.query);
          done += 1;
          if (done % 100 === 0) progress(`  rollup buckets ${done}/${tasks.length}…`);
        }),
      ),
  );
  // As the job leaves them: each slice's watermark where a run at T0 moves it, and the
  // 20-minute bucket that closed last only in the slices that have carried it.
  const carriedTo = Array.from({ length: carrySlices }, (_, slice) => carryTarget(slice, new Date(T0)));
  await pool.query('UPDATE hashrate_carry SET carried_to = ($1::timestamptz[])[slice + 1]', [carriedTo]);
  await pool.query(
    `DELETE FROM hashrate_20m t USING hashrate_carry c
      WHERE c.slice = t.series_id % ${carrySlices} AND t.bucket >= c.carried_to`,
  );
  // And every minute before T0's taken by the roll-up.
  await pool.query('UPDATE hashrate_1m_rollup SET rolled_to = $1', [ts(Math.floor(T0 / minute) * minute)]);
  progress(`rollups written and indexed (${seconds(performance.now() - tLoad)}); vacuum analyze…`);
  await onLanes(
    pool,
    2,
    [
      'hashrate_1m',
      'hashrate_20m',
      'hashrate_4h',
      'hashrate_series',
      'hashrate_figures',
      'miner_accounts',
      'permissions',
    ].map((table) => (client) => client.query(`VACUUM (ANALYZE) ${table}`)),
  );
  await pool.query('CHECKPOINT');
  await pool.query('ALTER SYSTEM RESET max_wal_size');
  await pool.query('ALTER SYSTEM RESET checkpoint_timeout');
  await pool.query('SELECT pg_reload_conf()');

  const counts: [string, number][] = [];
  for (const table of ['miner_accounts', 'hashrate_series', 'hashrate_1m', 'hashrate_20m', 'hashrate_4h']) {
    const { rows } = await pool.query<{ n: number }>(`SELECT count(*)::bigint AS n FROM ${table}`);
    counts.push([table, Number(rows[0]!.n)]);
  }
  const { rows: kinds } = await pool.query<{ kind: string; n: number }>(
    `SELECT kind, count(*)::int AS n FROM hashrate_series GROUP BY kind ORDER BY kind`,
  );
  const { rows: sizes } = await pool.query<{ size: string }>(
    // The bucket tables are partitioned: their size is their partitions'.
    `SELECT pg_size_pretty(sum(pg_total_relation_size(p.relid))) AS size
       FROM unnest(ARRAY['hashrate_1m', 'hashrate_20m', 'hashrate_4h']::regclass[]) AS t(name),
            LATERAL pg_partition_tree(t.name) p`,
  );
  const generationMs = performance.now() - t0;
  progress(
    `generated in ${seconds(generationMs)}: ${counts.map(([table, n]) => `${table} ${int(n)}`).join(', ')}` +
      ` (series: ${kinds.map((k) => `${k.kind} ${int(k.n)}`).join(', ')}; rollups ${sizes[0]!.size} with indexes)`,
  );

  type MinerRow = { id: string; series: number };
  const { rows: big } = await pool.query<MinerRow>(
    `SELECT m.id, s.id AS series FROM bench_miners m JOIN hashrate_series s ON s.miner_id = m.id AND s.kind = 'miner'
      WHERE m.i = 0`,
  );
  const { rows: miners } = await pool.query<MinerRow>(
    `SELECT m.id, s.id AS series FROM bench_miners m JOIN hashrate_series s ON s.miner_id = m.id AND s.kind = 'miner'
      WHERE m.i BETWEEN 1 AND 2000 ORDER BY m.i`,
  );
  const { rows: logins } = await pool.query<{ login: string }>(
    `SELECT m.account_name || '.' || w.name AS login FROM bench_workers w JOIN bench_miners m ON m.i = w.miner_i`,
  );
  return {
    ms: generationMs,
    operatorId,
    operatorWorkers: Number(
      (
        await pool.query<{ n: number }>(
          `SELECT count(*) AS n FROM hashrate_series WHERE kind = 'worker' AND operator_id = $1`,
          [operatorId],
        )
      ).rows[0]!.n,
    ),
    counts,
    totalRows: counts.slice(2).reduce((sum, [, n]) => sum + n, 0),
    bigId: big[0]!.id,
    bigSeries: Number(big[0]!.series),
    someMinerIds: miners.slice(0, 10).map((row) => row.id),
    minerIds: miners.map((row) => row.id),
    minerSeries: miners.map((row) => Number(row.series)),
    logins: logins.map((row) => row.login),
  };
}

/**
 * Ten times the 4-hour and 20-minute history (70 more days of 4h buckets, 20 more days of
 * 20m buckets, older than the present ones) for the account series: the miner accounts and
 * the pool, whose 4h buckets are kept 400 days (worker 4h buckets only 35, 20m 2 days).
 */
async function addHistory({ pool, T0, progress }: MonitoringBench): Promise<{ rows: number; ms: number }> {
  const t0 = performance.now();
  await pool.query(`ALTER SYSTEM SET max_wal_size = '20GB'`);
  await pool.query('SELECT pg_reload_conf()');
  const tasks: { bucket: number; query: { text: string; values: unknown[] } }[] = [];
  for (const { table, stepMs, keepMs, noise } of rollups.slice(1)) {
    const extra = table === 'hashrate_4h' ? 70 * day : 20 * day;
    const oldest = Math.floor(T0 / stepMs) * stepMs - keepMs - extra;
    for (let bucket = oldest; bucket <= T0 - keepMs; bucket += stepMs) {
      tasks.push({ bucket, query: bucketInsert(table, bucket, stepMs, noise, `kind IN ('miner', 'pool')`) });
    }
  }
  tasks.sort((a, b) => a.bucket - b.bucket);
  let rows = 0;
  await withRollupIndexesDropped(pool, ['hashrate_20m', 'hashrate_4h'], () =>
    onLanes(
      pool,
      2,
      tasks.map((task) => async (client) => {
        rows += (await client.query(task.query)).rowCount ?? 0;
      }),
    ),
  );
  await onLanes(
    pool,
    2,
    ['hashrate_20m', 'hashrate_4h'].map((table) => (client) => client.query(`VACUUM (ANALYZE) ${table}`)),
  );
  await pool.query('CHECKPOINT');
  await pool.query('ALTER SYSTEM RESET max_wal_size');
  await pool.query('SELECT pg_reload_conf()');
  const historyMs = performance.now() - t0;
  progress(`history ×10: ${int(rows)} more rows (${tasks.length} buckets) in ${seconds(historyMs)}`);
  return { rows, ms: historyMs };
}

// ---------------------------------------------------------------------------------------
// The stats refresh

/** Times one run of the per-minute figures refresh; `phaseMs`: its steps. */
async function timedRefresh(
  bench: MonitoringBench,
  refresh: StatsRefresh,
): Promise<{
  ms: number;
  series: number | undefined;
  phaseMs: StatsRun['phaseMs'] | undefined;
  /** After the run, as the ticker does: the partitions its retention detached, dropped. */
  dropped: string[];
  dropMs: number;
}> {
  const t = performance.now();
  const refreshed = await refresh.run(bench.clock());
  const ms = performance.now() - t;
  const dropped = await refresh.dropDetachedPartitions();
  return { ms, series: refreshed?.series, phaseMs: refreshed?.phaseMs, dropped, dropMs: performance.now() - t - ms };
}

/** A run's steps in order: "rollup 1.45 s, carry 0.11 s, …". */
function describePhases(phaseMs: StatsRun['phaseMs'] | undefined): string {
  return phaseMs
    ? statsPhases.map((phase) => `${phase} ${(phaseMs[phase] / 1000).toFixed(2)} s`).join(', ')
    : 'not run';
}

/** The tables the per-minute job writes (a partitioned table's partitions count as it). */
const jobTables = [
  'hashrate_1m',
  'hashrate_20m',
  'hashrate_4h',
  'hashrate_figure_deltas',
  'hashrate_figures',
  'hashrate_series',
  'worker_status_counts',
];

interface TableWrites {
  inserted: number;
  updated: number;
  /** Updates that wrote no index entry (the new version on the old one's page). */
  hot: number;
  deleted: number;
}

/** A table's counters, and the relation they belong to (a table written anew is another one). */
type CountedTable = TableWrites & { relid: number };

/** WAL a run wrote for one table's pages (its partitions' included): heap and indexes apart. */
interface TableWal {
  heapBlocks: number;
  indexBlocks: number;
  bytes: number;
}

/** What a run wrote: rows per table, and WAL (bytes from the WAL position; records and full-page images). */
interface JobWrites {
  tables: Map<string, TableWrites & TableWal & { rewritten: boolean }>;
  walBytes: number;
  walRecords: number;
  walFullPages: number;
}

/**
 * The WAL between two positions by the table whose pages it changed (pg_walinspect): the
 * block references to its heap and to its indexes (about one per row version and index
 * entry written), and their bytes with full-page images.
 */
async function walByTable(pool: pg.Pool, from: string, to: string): Promise<Map<string, TableWal>> {
  await pool.query('CREATE EXTENSION IF NOT EXISTS pg_walinspect');
  const { rows } = await pool.query<TableWal & { name: string }>(
    `WITH blocks AS (
       SELECT coalesce(x.indrelid, c.oid) AS owner, x.indrelid IS NOT NULL AS is_index,
              b.block_data_length + b.block_fpi_length AS bytes
         FROM pg_get_wal_block_info($1::pg_lsn, $2::pg_lsn) b
         JOIN pg_class c ON c.relfilenode = b.relfilenode AND b.relforknumber = 0
         LEFT JOIN pg_index x ON x.indexrelid = c.oid
     )
     SELECT coalesce(i.inhparent, b.owner)::regclass::text AS name,
            (count(*) FILTER (WHERE NOT is_index))::float8 AS "heapBlocks",
            (count(*) FILTER (WHERE is_index))::float8 AS "indexBlocks", sum(bytes)::float8 AS bytes
       FROM blocks b LEFT JOIN pg_inherits i ON i.inhrelid = b.owner
      GROUP BY 1`,
    [from, to],
  );
  return new Map(rows.map((row) => [row.name, row]));
}

/** The server's cumulative write counters: rows per table, the WAL position and WAL records. */
async function writeCounters(pool: pg.Pool) {
  const { rows } = await pool.query<CountedTable & { name: string }>(
    `SELECT coalesce(i.inhparent, t.relid)::regclass::text AS name, coalesce(i.inhparent, t.relid)::int AS relid,
            sum(t.n_tup_ins)::float8 AS inserted,
            sum(t.n_tup_upd)::float8 AS updated, sum(t.n_tup_hot_upd)::float8 AS hot, sum(t.n_tup_del)::float8 AS deleted
       FROM pg_stat_user_tables t LEFT JOIN pg_inherits i ON i.inhrelid = t.relid
      GROUP BY 1, 2`,
  );
  const wal = await pool.query<{ lsn: string; records: number; full_pages: number }>(
    'SELECT pg_current_wal_lsn()::text AS lsn, wal_records::float8 AS records, wal_fpi::float8 AS full_pages FROM pg_stat_wal',
  );
  return { tables: new Map(rows.map((row) => [row.name, row])), ...wal.rows[0]! };
}

/**
 * One run of the job on connections of its own, closed after it: a backend writes its
 * statistics when it exits, so once the run's backends are gone the counters hold all of
 * the run (other backends flush theirs before, see writeMinute).
 */
async function refreshOnOwnConnections(bench: MonitoringBench): Promise<Awaited<ReturnType<typeof timedRefresh>>> {
  const url = new URL(bench.url);
  url.searchParams.set('application_name', 'bench-stats-refresh');
  const db = createDb(createPool(url.toString()));
  let run: Awaited<ReturnType<typeof timedRefresh>>;
  try {
    run = await timedRefresh(bench, new StatsRefresh(db, bench.clock));
  } finally {
    await db.destroy();
  }
  const running = async () =>
    (
      await bench.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'bench-stats-refresh'`,
      )
    ).rows[0]!.n;
  while ((await running()) > 0) await sleep(20);
  return run;
}

/**
 * A run and what it wrote, from the statistics counters and the WAL between its start and
 * end. Autovacuum, should it start meanwhile, adds to the WAL figures.
 */
async function measuredRefresh(
  bench: MonitoringBench,
): Promise<Awaited<ReturnType<typeof timedRefresh>> & { writes: JobWrites }> {
  // A run at full scale writes more WAL than max_wal_size, and a checkpoint meanwhile would
  // recycle the segments walByTable reads: a slot reserving WAL from here keeps them.
  await bench.pool.query(`SELECT pg_create_physical_replication_slot('bench_job_wal', true)`);
  const before = await writeCounters(bench.pool);
  const run = await refreshOnOwnConnections(bench);
  const after = await writeCounters(bench.pool);
  const zero: CountedTable = { relid: 0, inserted: 0, updated: 0, hot: 0, deleted: 0 };
  const wal = await walByTable(bench.pool, before.lsn, after.lsn).finally(() =>
    bench.pool.query(`SELECT pg_drop_replication_slot('bench_job_wal')`),
  );
  const tables = new Map(
    jobTables.map((name) => {
      const is = after.tables.get(name) ?? zero;
      // A table written anew (rewrite-table.ts) is a new relation: all its rows are the run's.
      const rewritten = before.tables.get(name)?.relid !== is.relid;
      const was = rewritten ? zero : (before.tables.get(name) ?? zero);
      return [
        name,
        {
          inserted: is.inserted - was.inserted,
          updated: is.updated - was.updated,
          hot: is.hot - was.hot,
          deleted: is.deleted - was.deleted,
          rewritten,
          ...(wal.get(name) ?? { heapBlocks: 0, indexBlocks: 0, bytes: 0 }),
        },
      ];
    }),
  );
  const { rows } = await bench.pool.query<{ bytes: number }>(
    'SELECT pg_wal_lsn_diff($1::pg_lsn, $2::pg_lsn)::float8 AS bytes',
    [after.lsn, before.lsn],
  );
  return {
    ...run,
    writes: {
      tables,
      walBytes: rows[0]!.bytes,
      walRecords: after.records - before.records,
      walFullPages: after.full_pages - before.full_pages,
    },
  };
}

/** A run's writes: each table's rows, share of HOT updates and WAL, then the WAL in all. */
function describeWrites(writes: JobWrites): string {
  const tables = [...writes.tables]
    .filter(([, w]) => w.inserted + w.updated + w.deleted > 0)
    .map(([name, w]) => {
      const parts = [
        w.inserted && `${int(w.inserted)} inserted${w.rewritten ? ' into the table written anew' : ''}`,
        w.updated && `${int(w.updated)} updated (${((100 * w.hot) / w.updated).toFixed(0)} % HOT)`,
        w.deleted && `${int(w.deleted)} deleted`,
        `WAL ${(w.bytes / 1e6).toFixed(1)} MB, ${int(w.heapBlocks)} heap / ${int(w.indexBlocks)} index blocks`,
      ].filter(Boolean);
      return `${name} ${parts.join(', ')}`;
    });
  return (
    `${tables.join('; ')}; WAL in all ${(writes.walBytes / 1e6).toFixed(1)} MB ` +
    `(${int(writes.walRecords)} records, ${int(writes.walFullPages)} full-page images)`
  );
}

interface RefreshFigures {
  /** The first run: no figures yet, so every series from all its buckets. */
  refreshMs: number;
  series: number;
  /** The runs of the minutes between the first run and the measured ones. */
  warmUpRuns: number[];
  /** Runs after a typical minute (every active series got shares), how many series each wrote, and its writes. */
  minuteRuns: { ms: number; series: number; phaseMs: StatsRun['phaseMs'] | undefined; writes: JobWrites }[];
}

/**
 * A minute of shares as ingestion leaves it: a minute row, not yet taken by the job, for every
 * series with a share in the 10 minutes before T0 (the stable workers, their accounts, the
 * pool): they go on mining.
 */
async function writeMinute({ pool, T0 }: MonitoringBench, bucketMs: number): Promise<number> {
  const client = await pool.connect();
  try {
    const { rowCount } = await client.query(
      `INSERT INTO hashrate_1m (series_id, bucket, accepted, rejected, shares, first_at, last_at)
       SELECT series_id, $1::timestamptz, accepted, accepted * 0.01, greatest(1, round(accepted / 65536))::int,
              $1::timestamptz, $1::timestamptz + interval '59 seconds'
         FROM (SELECT series_id, rate * 60 / 4294967296.0 * (1 + 0.6 * (random() - 0.5)) AS accepted
                 FROM bench_series WHERE last_share_at >= $2::timestamptz - interval '10 minutes') AS g`,
      [new Date(bucketMs).toISOString(), new Date(T0).toISOString()],
    );
    // Its statistics now, not up to 10 s later inside the job's measured run.
    await client.query('SELECT pg_stat_force_next_flush()');
    return rowCount ?? 0;
  } finally {
    client.release();
  }
}

/** The duration and start of each statement `work` runs over 10 ms, through a connection pool with auto_explain on. */
async function statementTimes(bench: MonitoringBench, work: (db: Db) => Promise<unknown>): Promise<string[]> {
  const lines: string[] = [];
  const diagPool = createPool(bench.url);
  diagPool.on('connect', (client) => {
    client.on('notice', ({ message = '' }) => {
      const duration = /duration: ([\d.]+) ms/.exec(message);
      const text = /Query Text: ([\s\S]*?)\n(?:Query Parameters|[A-Z])/.exec(message)?.[1] ?? '';
      if (duration && Number(duration[1]) >= 10) {
        lines.push(`${Number(duration[1]).toFixed(0)} ms  ${text.replace(/\s+/g, ' ').trim().slice(0, 100)}`);
        // The plan of a slow one.
        if (Number(duration[1]) >= 300)
          lines.push(message.replace(/[\s\S]*?\n(?=[A-Z][a-z]+ )/, '').replace(/\n/g, '\n    '));
      }
    });
    client
      .query(
        `LOAD 'auto_explain'; SET auto_explain.log_min_duration = 10; SET auto_explain.log_nested_statements = on;
         SET auto_explain.log_analyze = on; SET auto_explain.log_buffers = on;
         SET client_min_messages = log`,
      )
      .catch((error: Error) => console.error('auto_explain:', error.message));
  });
  const db = createDb(diagPool);
  try {
    await work(db);
  } finally {
    await db.destroy();
  }
  return lines;
}

/**
 * The per-minute figures refresh: the first run over every series, then minutes as in
 * production: a minute of shares for every active series arrives, the clock passes the
 * minute, the job runs. The first `warmUpMinutes` are the pool's first minutes after the
 * load (printed); the two after them are measured (the target: ≤ 2 s).
 */
async function statsRefresh(bench: MonitoringBench): Promise<RefreshFigures> {
  // Its gigabytes of WAL are not read by table: that would take minutes.
  const first = await refreshOnOwnConnections(bench);
  if (first.series === undefined) throw new Error('the stats refresh found its lock taken');
  bench.progress(
    `stats refresh, first run (every series from its buckets): ${seconds(first.ms)} for ${int(first.series)} series`,
  );
  const runMinute = async (minuteIndex: number) => {
    const bucket = bench.T0 + minuteIndex * minute;
    const rows = await writeMinute(bench, bucket);
    bench.clockOffsetMs = bucket + minute + 5_000 - Date.now();
    return rows;
  };
  const warmUpRuns: number[] = [];
  for (let minuteIndex = 0; minuteIndex < warmUpMinutes; minuteIndex += 1) {
    await runMinute(minuteIndex);
    warmUpRuns.push((await refreshOnOwnConnections(bench)).ms);
    if (warmUpGapSeconds > 0) await sleep(warmUpGapSeconds * 1000);
  }
  if (warmUpMinutes > 0) {
    bench.progress(
      `stats refresh in the ${warmUpMinutes} minutes after the load${warmUpGapSeconds > 0 ? ` (${warmUpGapSeconds} s apart)` : ''}: ` +
        `${warmUpRuns.map(seconds).join(', ')} ` +
        `(median ${seconds(percentiles([...warmUpRuns]).p50)}, the slowest ${seconds(Math.max(...warmUpRuns))})`,
    );
  }
  const minuteRuns: RefreshFigures['minuteRuns'] = [];
  for (const minuteIndex of [warmUpMinutes, warmUpMinutes + 1]) {
    const rows = await runMinute(minuteIndex);
    const run = await measuredRefresh(bench);
    minuteRuns.push({ ms: run.ms, series: run.series ?? 0, phaseMs: run.phaseMs, writes: run.writes });
    const drop = run.dropped.length > 0 ? `; then ${run.dropped.join(', ')} dropped in ${seconds(run.dropMs)}` : '';
    bench.progress(
      `stats refresh after a minute of shares (${int(rows)} minute rows): ${seconds(run.ms)}, ${int(run.series ?? 0)} series written${drop}\n` +
        `  steps: ${describePhases(run.phaseMs)}\n` +
        `  writes: ${describeWrites(run.writes)}`,
    );
  }
  // A third minute with the statements' times (auto_explain, not counted in the figures).
  const rows = await runMinute(warmUpMinutes + 2);
  const statements = await statementTimes(bench, (db) => new StatsRefresh(db, bench.clock).run(bench.clock()));
  bench.progress(
    `stats refresh statements after a minute of shares (${int(rows)} minute rows):\n  ${statements.join('\n  ')}`,
  );
  return { refreshMs: first.ms, series: first.series, warmUpRuns, minuteRuns };
}

// ---------------------------------------------------------------------------------------
// The app and its reads

interface BenchApp {
  base: string;
  api: string;
  staff: string;
  owner: string;
  identity: BenchIdentity;
  settings: PoolSettingsStore;
  ingestToken: string;
  /** The headers of a browser signed in as `user`. */
  browser: (user: string) => Record<string, string>;
}

/** The app over real HTTP, with a pool admin (staff) and the owner of the 1,000-worker account. */
async function startApp(bench: MonitoringBench, generation: Generation): Promise<BenchApp> {
  const { pool, db, clock, poolId, cleanup, progress } = bench;
  const staff = '00000000-0000-4000-8000-00000000be01';
  const owner = '00000000-0000-4000-8000-00000000be02';
  await pool.query(`INSERT INTO permissions (identity_id, type, pool_id, role) VALUES ($1, 'pool', $2, 'admin')`, [
    staff,
    poolId,
  ]);
  await pool.query(`INSERT INTO permissions (identity_id, type, miner_id, role) VALUES ($1, 'miner', $2, 'owner')`, [
    owner,
    generation.bigId,
  ]);
  const identity = new BenchIdentity([
    [staff, 'staff@bench.invalid'],
    [owner, 'owner@bench.invalid'],
  ]);
  const ingestToken = 'bench-ingest-token-0123456789abcdefghijklmnopqrstuvwxyz';
  const settings = new PoolSettingsStore(undefined, {}, () => undefined);
  const app = await buildApp({ db, settings, identity, clock, ingestToken, logLevel: 'warn' });
  cleanup.push(() => app.close());
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  progress(`app listening at ${base}; ${requests} requests per endpoint, ${concurrency} concurrent`);
  const browser = (user: string) => ({
    [sessionHeader]: user,
    cookie: 'XSRF-TOKEN=bench-xsrf-token',
    'accept-encoding': 'gzip, deflate, br',
  });
  return { base, api: `${base}/api/backend/v0.1`, staff, owner, identity, settings, ingestToken, browser };
}

interface Endpoint {
  key: string;
  name: string;
  path: string;
  user: string;
  /** The p95 target in ms, judged one request at a time. */
  target?: number;
  /** The p95 target in ms at `concurrency` clients at once, if the issue sets one. */
  concurrentTarget?: number;
}

/**
 * The cursor of page 40 of 50 of the pool's workers by 1h hashrate (as `next_cursor` of
 * page 39 would be), so the deep page by cursor reads the same rows as by page number.
 */
async function deepPoolCursor({ pool, poolId }: MonitoringBench): Promise<string> {
  const { rows } = await pool.query<{ value: number; id: string }>(
    `SELECT accepted_1h AS value, series_id AS id FROM hashrate_figures WHERE pool_id = $1 AND worker
      ORDER BY accepted_1h, series_id OFFSET ${39 * 50 - 1} LIMIT 1`,
    [poolId],
  );
  return encodeWorkersCursor(
    { value: rows[0]!.value, id: Number(rows[0]!.id) },
    { sort: 'hash_rate_1h', order: 'asc' },
  );
}

function monitoringEndpoints(
  poolId: string,
  generation: Generation,
  { staff, owner }: BenchApp,
  deepCursor: string,
): Endpoint[] {
  const fiveIds = [generation.bigId, ...generation.someMinerIds.slice(0, 4)];
  return [
    {
      key: 'workers',
      name: 'GET /miners/{id}/workers (1,000 workers, sort=hash_rate_24h desc, all in one page)',
      path: `/miners/${generation.bigId}/workers?sort=hash_rate_24h&order=desc&per_page=1000`,
      user: owner,
      target: 40,
      concurrentTarget: 200,
    },
    {
      key: 'workersPage',
      name: 'GET /miners/{id}/workers (1,000 workers, sort=hash_rate_24h desc, page of 200 as the app loads it)',
      path: `/miners/${generation.bigId}/workers?sort=hash_rate_24h&order=desc&per_page=200`,
      user: owner,
      target: 50,
    },
    {
      key: 'minersChart',
      name: 'GET /miners/charts?id={id}&period=P1W',
      path: `/miners/charts?id=${generation.bigId}&period=P1W`,
      user: owner,
      target: 50,
    },
    {
      key: 'poolStats',
      name: 'GET /pools/{id}/stats',
      path: `/pools/${poolId}/stats`,
      user: staff,
      target: 50,
    },
    {
      key: 'minersChart5',
      name: 'GET /miners/charts (5 ids, P1W)',
      path: `/miners/charts?${fiveIds.map((id) => `id=${id}`).join('&')}&period=P1W`,
      user: staff,
    },
    {
      key: 'minerChartHour',
      name: 'GET /miners/{id}/charts?period=PT1H',
      path: `/miners/${generation.bigId}/charts?period=PT1H`,
      user: owner,
    },
    {
      key: 'minerChartDay',
      name: 'GET /miners/{id}/charts?period=P1D',
      path: `/miners/${generation.bigId}/charts?period=P1D`,
      user: owner,
    },
    {
      key: 'minerStats',
      name: 'GET /miners/{id}/stats (1,000 workers)',
      path: `/miners/${generation.bigId}/stats`,
      user: owner,
    },
    {
      key: 'poolWorkers',
      name: `GET /pools/{id}/workers (${int(totalWorkers)} workers, sort=hash_rate_24h desc, 50)`,
      path: `/pools/${poolId}/workers?sort=hash_rate_24h&order=desc&per_page=50`,
      user: staff,
      target: 50,
      concurrentTarget: 150,
    },
    {
      key: 'poolWorkersDeep',
      name: `GET /pools/{id}/workers (${int(totalWorkers)} workers, sort=hash_rate_1h asc, page 40 of 50)`,
      path: `/pools/${poolId}/workers?sort=hash_rate_1h&order=asc&per_page=50&page=40`,
      user: staff,
      target: 50,
      concurrentTarget: 150,
    },
    {
      key: 'poolWorkersCursor',
      name: `GET /pools/{id}/workers (${int(totalWorkers)} workers, sort=hash_rate_1h asc, page 40 of 50 by cursor)`,
      path: `/pools/${poolId}/workers?sort=hash_rate_1h&order=asc&per_page=50&cursor=${deepCursor}`,
      user: staff,
      target: 50,
      concurrentTarget: 150,
    },
    {
      key: 'operatorWorkers',
      name: `GET /operators/{id}/workers (${int(generation.operatorWorkers)} workers, sort=hash_rate_24h desc, 50)`,
      path: `/operators/${generation.operatorId}/workers?sort=hash_rate_24h&order=desc&per_page=50`,
      user: staff,
      target: 50,
      concurrentTarget: 150,
    },
    {
      key: 'operatorWorkersByName',
      name: `GET /operators/{id}/workers (${int(generation.operatorWorkers)} workers, by name, stable only, 50)`,
      path: `/operators/${generation.operatorId}/workers?sort=worker_name&order=asc&status=stable&per_page=50`,
      user: staff,
      target: 50,
      concurrentTarget: 150,
    },
  ];
}

/**
 * Every endpoint under `concurrency` clients (after a short warm-up), then the target calls
 * one request at a time: latency without queueing.
 */
async function monitoringReads(
  { inLoader, progress }: MonitoringBench,
  app: BenchApp,
  endpoints: Endpoint[],
): Promise<{ results: Map<string, LoadResult>; serial: Map<string, LoadResult> }> {
  const results = new Map<string, LoadResult>();
  for (const endpoint of endpoints) {
    const args = { urls: [`${app.api}${endpoint.path}`], headers: app.browser(endpoint.user), parallel: concurrency };
    await inLoader('load', { ...args, count: Math.max(50, Math.round(requests / 10)), maxSeconds: 3 }); // warm-up
    const r = await inLoader('load', { ...args, count: requests, maxSeconds: loadMaxSeconds });
    results.set(endpoint.key, r);
    progress(
      `${endpoint.name}: ${int(r.rps)} req/s, p50 ${ms(r.p50)}, p95 ${ms(r.p95)}, p99 ${ms(r.p99)}` +
        ` (${int(r.count)} requests, ${int(r.bytes)} B body)${endpoint.target ? `  [target p95 < ${endpoint.target} ms]` : ''}`,
    );
  }
  const serial = new Map<string, LoadResult>();
  for (const endpoint of endpoints.filter((e) => e.target)) {
    const r = await inLoader('load', {
      urls: [`${app.api}${endpoint.path}`],
      headers: app.browser(endpoint.user),
      parallel: 1,
      count: 300,
      maxSeconds: 10,
    });
    serial.set(endpoint.key, r);
    progress(`${endpoint.name}, 1 at a time: p50 ${ms(r.p50)}, p95 ${ms(r.p95)}`);
  }
  return { results, serial };
}

// ---------------------------------------------------------------------------------------
// History flatness

interface Flatness {
  chartQuery: Percentiles;
  dayQuery: Percentiles;
  chart: LoadResult;
  stats: LoadResult;
}

interface FlatnessFigures {
  before: Flatness;
  after: Flatness;
  history: { rows: number; ms: number };
  refreshDropMs: number;
  refreshHistoryMs: number;
}

/**
 * The P1W chart (and pool stats) with 1× and 10× the 4h and 20m history. The query is
 * timed on its own (the repository call, 1 at a time, 2,000 different miner accounts in
 * turn, so not one cached page set) and over HTTP. Then the refresh with that history.
 */
async function historyFlatness(
  bench: MonitoringBench,
  app: BenchApp,
  generation: Generation,
  refresh: StatsRefresh,
): Promise<FlatnessFigures> {
  const { pool, db, clock, inLoader, poolId, progress } = bench;
  const repository = new ChartsRepository(db);
  const flatness = async (): Promise<Flatness> => {
    const timeIt = async (period: ChartPeriod) => {
      const times: number[] = [];
      for (let i = 0; i < 2000; i += 1) {
        const series = generation.minerSeries[i % generation.minerSeries.length]!;
        const t0 = performance.now();
        await repository.chart([series], period, clock());
        times.push(performance.now() - t0);
      }
      return percentiles(times);
    };
    // Sub-millisecond medians drift with what else the machine does: the best of three
    // rounds is the figure compared.
    const best = async (period: ChartPeriod) => {
      const rounds = [await timeIt(period), await timeIt(period), await timeIt(period)];
      return rounds.reduce((a, b) => (b.p50 < a.p50 ? b : a));
    };
    const chartQuery = await best('P1W');
    const dayQuery = await best('P1D');
    const chart = await inLoader('load', {
      urls: generation.minerIds.slice(0, 1000).map((id) => `${app.api}/miners/charts?id=${id}&period=P1W`),
      headers: app.browser(app.staff),
      parallel: concurrency,
      count: requests,
      maxSeconds: 10,
    });
    const stats = await inLoader('load', {
      urls: [`${app.api}/pools/${poolId}/stats`],
      headers: app.browser(app.staff),
      parallel: concurrency,
      count: requests,
      maxSeconds: 10,
    });
    return { chartQuery, dayQuery, chart, stats };
  };
  const describeFlatness = (f: Flatness) =>
    `P1W chart query p50 ${ms(f.chartQuery.p50)} p95 ${ms(f.chartQuery.p95)} (P1D p50 ${ms(f.dayQuery.p50)}),` +
    ` P1W chart HTTP p95 ${ms(f.chart.p95)}; pool stats HTTP p95 ${ms(f.stats.p95)}`;
  const before = await flatness();
  progress(`history 1×: ${describeFlatness(before)}`);
  const history = await addHistory(bench);
  // As after any bulk load in production: statistics and visibility map up to date.
  await pool.query('VACUUM ANALYZE hashrate_4h, hashrate_20m');
  const after = await flatness();
  progress(`history 10×: ${describeFlatness(after)}`);
  const refreshDropMs = (await timedRefresh(bench, refresh)).ms;
  progress(`stats refresh, first run after (drops the 20m rows past their 2-day retention): ${seconds(refreshDropMs)}`);
  await pool.query('VACUUM (ANALYZE) hashrate_20m, hashrate_4h, hashrate_figures');
  const refreshHistoryMs = (await timedRefresh(bench, refresh)).ms;
  progress(`stats refresh with 10× the 4h history: ${seconds(refreshHistoryMs)}`);
  return { before, after, history, refreshDropMs, refreshHistoryMs };
}

// ---------------------------------------------------------------------------------------
// Ingestion

type TimedMethods = [prototype: object, name: string][];

/** Wraps methods of server classes to add up the time spent in each (the split of a batch's server time). */
function timeMethods(targets: TimedMethods) {
  type Method = (...args: unknown[]) => Promise<unknown>;
  const totals = new Map<string, { calls: number; ms: number }>();
  const originals = targets.map(([proto, name]) => {
    const methods = proto as Record<string, Method>;
    return { methods, name, original: methods[name]! };
  });
  for (const { methods, name, original } of originals) {
    methods[name] = async function timed(this: unknown, ...args: unknown[]) {
      const t0 = performance.now();
      try {
        return await original.apply(this, args);
      } finally {
        const entry = totals.get(name) ?? { calls: 0, ms: 0 };
        entry.calls += 1;
        entry.ms += performance.now() - t0;
        totals.set(name, entry);
      }
    };
  }
  const first = targets[0]![1];
  return {
    reset: () => totals.clear(),
    restore: () => originals.forEach(({ methods, name, original }) => (methods[name] = original)),
    describe: () => {
      const batches = totals.get(first)?.calls ?? 0;
      return [...totals]
        .map(([name, { ms: total }]) => `${name} ${(total / Math.max(1, batches)).toFixed(0)} ms`)
        .join(', ')
        .concat(` (average over ${batches} batches; ${first} includes the others)`);
    },
  };
}

interface IngestionFigures {
  ingestionSingle: IngestResult;
  ingestion: IngestResult;
  ingestionDuringRefresh: IngestResult;
  refreshUnderIngestMs: number;
  /** At the goal's rate (ingestRate) rather than as fast as the server takes batches. */
  ingestionPacedDuringRefresh: IngestResult;
  refreshUnderPacedIngestMs: number;
}

/**
 * Batches of 10,000 shares of random workers (of all 100,000) at the current time, from
 * one sender, from `senders`, and while the per-minute refresh runs. Last, since it changes
 * the data. The warm-up sends each worker once, so the server knows every worker id, as
 * in steady state.
 */
async function ingestion(
  bench: MonitoringBench,
  app: BenchApp,
  generation: Generation,
  refresh: StatsRefresh,
  refreshMs: number,
): Promise<IngestionFigures> {
  const { inLoader, progress, clockOffsetMs } = bench;
  const split = timeMethods([
    [ShareIngestService.prototype, 'ingest'],
    [IngestRepository.prototype, 'accountChains'],
    [IngestRepository.prototype, 'workerSeries'],
    [IngestRepository.prototype, 'writeBatch'],
  ]);
  const ingestArgs: Omit<IngestArgs, 'parallel' | 'seconds'> = {
    url: `${app.base}/api/internal/v1/shares`,
    token: app.ingestToken,
    logins: generation.logins,
    batchSize: 10_000,
    clockOffsetMs,
  };
  const t = performance.now();
  await inLoader('ingest', { ...ingestArgs, parallel: 1, seconds: 120, batches: 10 });
  progress(`ingestion warm-up: every worker once in ${seconds(performance.now() - t)}`);
  const ingestRun = async (parallel: number, runSeconds: number) => {
    split.reset();
    const r = await inLoader('ingest', { ...ingestArgs, parallel, seconds: runSeconds });
    progress(
      `ingestion, ${parallel} sender(s): ${int(r.sharesPerSecond)} shares/s sustained over ${r.seconds.toFixed(1)} s` +
        ` (${r.batches} batches of 10,000 shares, each ~${int(r.workersPerBatch)} workers of ~${int(r.accountsPerBatch)}` +
        ` accounts); batch p50 ${ms(r.p50)}, p95 ${ms(r.p95)}; ignored ${r.counts.ignored}` +
        `\n         server time per batch: ${split.describe()}`,
    );
    return r;
  };
  const ingestionSingle = await ingestRun(1, Math.max(5, ingestSeconds / 2));
  const ingestionSenders = await ingestRun(senders, ingestSeconds);
  /**
   * Ingestion while the per-minute refresh runs (as it does once a minute in production):
   * as fast as the server takes batches, or offered at `rate` shares a second.
   */
  const duringRefresh = async (what: string, rate?: number) => {
    const load = inLoader('ingest', { ...ingestArgs, parallel: senders, seconds: Math.max(5, refreshMs / 1000), rate });
    const took = (await timedRefresh(bench, refresh)).ms;
    const r = await load;
    progress(
      `ingestion ${what} while the stats refresh runs: ${int(r.sharesPerSecond)} shares/s,` +
        ` batch p50 ${ms(r.p50)}, p95 ${ms(r.p95)}; the refresh took ${seconds(took)}`,
    );
    return { result: r, refreshMs: took };
  };
  const asFast = await duringRefresh('as fast as taken');
  // At the goal's rate, as stratum servers send a pool's shares: each batch's time runs
  // from when it was due, so a batch kept waiting by the refresh counts its wait.
  const paced = await duringRefresh(`at ${int(ingestRate)} shares/s offered`, ingestRate);
  split.restore();
  return {
    ingestionSingle,
    ingestion: ingestionSenders,
    ingestionDuringRefresh: asFast.result,
    refreshUnderIngestMs: asFast.refreshMs,
    ingestionPacedDuringRefresh: paced.result,
    refreshUnderPacedIngestMs: paced.refreshMs,
  };
}

// ---------------------------------------------------------------------------------------
// Diagnosis with auto_explain

/** Plans of statements, through a second app on a second connection pool with auto_explain on. */
async function explainingApp(bench: MonitoringBench, app: BenchApp) {
  const { url, clock } = bench;
  let plans: string[] = [];
  const diagPool = createPool(url);
  diagPool.on('connect', (client) => {
    client.on('notice', ({ message = '' }) => {
      if (/duration: [\d.]+ ms\s+plan:/.test(message)) plans.push(message);
    });
    client
      .query(
        `LOAD 'auto_explain'; SET auto_explain.log_min_duration = 0; SET auto_explain.log_analyze = on;
         SET auto_explain.log_buffers = on; SET auto_explain.log_nested_statements = on;
         SET client_min_messages = log`,
      )
      .catch((error: Error) => console.error('auto_explain:', error.message));
  });
  const db = createDb(diagPool);
  const diagApp = await buildApp({ db, settings: app.settings, identity: app.identity, clock, logLevel: 'warn' });
  const durationOf = (plan: string) => Number(/duration: ([\d.]+) ms/.exec(plan)![1]);
  /** Plans of the statements over `fullMs`; one line (duration, statement) for the others. */
  const take = (fullMs: number) => {
    const taken = plans;
    plans = [];
    return taken.map((plan) => {
      if (durationOf(plan) >= fullMs) {
        return plan.replace(/\nQuery Parameters: (.*)/g, (line, values: string) =>
          values.length > 300 ? `\nQuery Parameters: ${values.slice(0, 300)}…` : line,
        );
      }
      const text = /Query Text: ([\s\S]*?)\n(?:Query Parameters|[A-Z])/.exec(plan)?.[1] ?? '';
      return `duration: ${durationOf(plan).toFixed(3)} ms  ${text.replace(/\s+/g, ' ').trim().slice(0, 110)}…`;
    });
  };
  return {
    async request(urlPath: string, user: string): Promise<string[]> {
      await diagApp.inject({ method: 'GET', url: urlPath, headers: { [sessionHeader]: user } }); // warm
      take(Infinity);
      const t0 = performance.now();
      const response = await diagApp.inject({ method: 'GET', url: urlPath, headers: { [sessionHeader]: user } });
      const total = performance.now() - t0;
      return [
        `(status ${response.statusCode}, ${total.toFixed(1)} ms in the app with auto_explain on; statements:)`,
        ...take(2),
      ];
    },
    async ingest(logins: string[], clockOffsetMs: number): Promise<string[]> {
      const service = new ShareIngestService(new IngestRepository(db), clock);
      const batch = () => ({
        batch_id: `bench-diagnosis-${Date.now()}-${Math.random()}`,
        shares: Array.from({ length: 10_000 }, () => ({
          worker: logins[Math.floor(Math.random() * logins.length)]!,
          difficulty: 65536,
          time: new Date(Date.now() + clockOffsetMs - Math.floor(Math.random() * 2000)).toISOString(),
          accepted: Math.random() > 0.005,
        })),
      });
      await service.ingest(batch()); // accounts and (some) workers cached
      await service.ingest(batch());
      take(Infinity);
      const t0 = performance.now();
      await service.ingest(batch());
      const total = performance.now() - t0;
      return [`(${total.toFixed(0)} ms for the batch with auto_explain on; statements:)`, ...take(20)];
    },
    async refresh(): Promise<string[]> {
      take(Infinity);
      await new StatsRefresh(db, clock).run(clock());
      return take(100).filter((plan) => durationOf(plan) >= 100);
    },
    async close(): Promise<void> {
      await diagApp.close();
      await db.destroy();
    },
  };
}

/**
 * The plans of the statements behind each missed target (auto_explain on a second
 * connection pool of the same database, through a second app instance). Nothing when
 * every target is met.
 */
async function diagnosis(
  bench: MonitoringBench,
  app: BenchApp,
  generation: Generation,
  missed: {
    endpoints: Endpoint[];
    results: Map<string, LoadResult>;
    refreshMinuteMs?: number;
    ingestion?: IngestResult;
  },
): Promise<void> {
  const slowRefresh = missed.refreshMinuteMs !== undefined && missed.refreshMinuteMs > refreshTargetMs;
  const slowIngest = missed.ingestion !== undefined && missed.ingestion.sharesPerSecond < 20_000;
  if (missed.endpoints.length === 0 && !slowRefresh && !slowIngest) return;
  const explaining = await explainingApp(bench, app);
  for (const endpoint of missed.endpoints) {
    console.log(`\n### Plans behind ${endpoint.name} (p95 ${ms(missed.results.get(endpoint.key)!.p95)})\n`);
    for (const plan of await explaining.request(`/api/backend/v0.1${endpoint.path}`, endpoint.user)) {
      console.log(plan);
    }
  }
  if (slowIngest) {
    console.log(`\n### Plans of one batch of 10,000 shares (${int(missed.ingestion!.sharesPerSecond)} shares/s)\n`);
    for (const plan of await explaining.ingest(generation.logins, bench.clockOffsetMs)) console.log(plan);
  }
  if (slowRefresh) {
    console.log(`\n### Plans of the stats refresh (${seconds(missed.refreshMinuteMs!)})\n`);
    for (const plan of await explaining.refresh()) console.log(plan);
  }
  await explaining.close();
}

// ---------------------------------------------------------------------------------------
// Summary

const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');

/**
 * The summary rows of the reads. The latency targets are judged one request at a time
 * (what one user waits); the same call under 8 concurrent clients is throughput on 2
 * cores, printed beside it.
 */
function readRows(
  endpoints: Endpoint[],
  reads: { results: Map<string, LoadResult>; serial: Map<string, LoadResult> },
): [string, string, string, string][] {
  const rowsOut: [string, string, string, string][] = [];
  for (const endpoint of endpoints) {
    const r = reads.results.get(endpoint.key)!;
    const alone = reads.serial.get(endpoint.key);
    if (alone && endpoint.target) {
      rowsOut.push([
        `p95 ${endpoint.name}, one request at a time`,
        `${ms(alone.p95)} (p50 ${ms(alone.p50)})`,
        `< ${endpoint.target} ms`,
        verdict(alone.p95 < endpoint.target),
      ]);
    }
    rowsOut.push([
      `p95 ${endpoint.name}, ${concurrency} concurrent`,
      `${ms(r.p95)} (p50 ${ms(r.p50)}, ${int(r.rps)} req/s)`,
      endpoint.concurrentTarget ? `< ${endpoint.concurrentTarget} ms` : 'info',
      endpoint.concurrentTarget ? verdict(r.p95 < endpoint.concurrentTarget) : '',
    ]);
  }
  return rowsOut;
}

/** The summary of a run of some reads only (BENCH_READS). */
function printReads(
  endpoints: Endpoint[],
  reads: { results: Map<string, LoadResult>; serial: Map<string, LoadResult> },
): void {
  console.log('\n| Figure | Measured | Target | |');
  console.log('| --- | --- | --- | --- |');
  for (const row of readRows(endpoints, reads)) console.log(`| ${row.join(' | ')} |`);
}

function printSummary(
  version: string,
  generation: Generation,
  endpoints: Endpoint[],
  reads: { results: Map<string, LoadResult>; serial: Map<string, LoadResult> },
  refreshes: RefreshFigures,
  flat: FlatnessFigures,
  ingest: IngestionFigures,
  since: () => string,
): void {
  const rowsOut = readRows(endpoints, reads);
  const { ingestion: sustained, ingestionSingle, ingestionDuringRefresh, ingestionPacedDuringRefresh: paced } = ingest;
  rowsOut.push([
    'Share ingestion, sustained',
    `${int(sustained.sharesPerSecond)} shares/s (batch p95 ${ms(sustained.p95)}, ${senders} senders;` +
      ` 1 sender ${int(ingestionSingle.sharesPerSecond)} shares/s, batch p95 ${ms(ingestionSingle.p95)})`,
    '≥ 20,000 shares/s',
    verdict(sustained.sharesPerSecond >= 20_000),
  ]);
  rowsOut.push([
    `Share ingestion at ${int(ingestRate)} shares/s offered while the stats refresh runs`,
    `${int(paced.sharesPerSecond)} shares/s (batch p95 ${ms(paced.p95)}, from when each batch was due)`,
    '≥ 20,000 shares/s, batch p95 ≤ 1 s',
    verdict(paced.sharesPerSecond >= 20_000 && paced.p95 <= 1000),
  ]);
  rowsOut.push([
    'Share ingestion as fast as taken while the stats refresh runs',
    `${int(ingestionDuringRefresh.sharesPerSecond)} shares/s (batch p95 ${ms(ingestionDuringRefresh.p95)}, ${senders} senders)`,
    'info',
    '',
  ]);
  const { before, after, history } = flat;
  const chartRatio = after.chartQuery.p50 / before.chartQuery.p50;
  rowsOut.push([
    'P1W chart query time, 10× history vs 1× (median of 2,000 accounts, best of 3 rounds)',
    `${chartRatio.toFixed(2)}× (${ms(before.chartQuery.p50)} → ${ms(after.chartQuery.p50)};` +
      ` p95 ${ms(before.chartQuery.p95)} → ${ms(after.chartQuery.p95)})`,
    '≤ 1.2×',
    verdict(chartRatio <= 1.2),
  ]);
  rowsOut.push([
    'P1W chart HTTP p95, 10× history vs 1×',
    `${(after.chart.p95 / before.chart.p95).toFixed(2)}× (${ms(before.chart.p95)} → ${ms(after.chart.p95)})`,
    'info',
    '',
  ]);
  rowsOut.push([
    'P1D chart query time, 10× history vs 1× (median)',
    `${(after.dayQuery.p50 / before.dayQuery.p50).toFixed(2)}× (${ms(before.dayQuery.p50)} → ${ms(after.dayQuery.p50)})`,
    'info',
    '',
  ]);
  rowsOut.push([
    'Pool stats HTTP p95, 10× history vs 1×',
    `${(after.stats.p95 / before.stats.p95).toFixed(2)}× (${ms(before.stats.p95)} → ${ms(after.stats.p95)})`,
    'info',
    '',
  ]);
  const minuteMs = Math.max(...refreshes.minuteRuns.map((run) => run.ms));
  rowsOut.push([
    'Stats refresh after a minute of shares for every active series (runs every minute)',
    `${refreshes.minuteRuns.map((run) => seconds(run.ms)).join(', ')} (${refreshes.minuteRuns.map((run) => int(run.series)).join(', ')} series written)`,
    `≤ ${seconds(refreshTargetMs)}`,
    verdict(minuteMs <= refreshTargetMs),
  ]);
  rowsOut.push([
    'Stats refresh after a minute of shares: its steps, each run',
    refreshes.minuteRuns.map((run) => describePhases(run.phaseMs)).join('; '),
    'info',
    '',
  ]);
  rowsOut.push([
    'Stats refresh after a minute of shares: what the last run wrote',
    describeWrites(refreshes.minuteRuns.at(-1)!.writes),
    'info',
    '',
  ]);
  rowsOut.push([
    'Stats refresh, other runs',
    `${seconds(refreshes.refreshMs)} the first (every series from its buckets, ${int(refreshes.series)} series);` +
      (refreshes.warmUpRuns.length > 0
        ? ` the ${refreshes.warmUpRuns.length} minutes after it median ${seconds(percentiles([...refreshes.warmUpRuns]).p50)}, the slowest ${seconds(Math.max(...refreshes.warmUpRuns))};`
        : '') +
      ` ${seconds(flat.refreshHistoryMs)} with 10× 4h history (${seconds(flat.refreshDropMs)} when it drops expired 20m rows);` +
      ` ${seconds(ingest.refreshUnderIngestMs)} during ingestion as fast as taken,` +
      ` ${seconds(ingest.refreshUnderPacedIngestMs)} during ${int(ingestRate)} shares/s`,
    'info',
    '',
  ]);
  rowsOut.push([
    'Data generation',
    `${seconds(generation.ms)} for ${int(generation.totalRows)} rollup rows; +${int(history.rows)} rows of history in ${seconds(history.ms)}`,
    'info',
    '',
  ]);

  console.log(
    `\n## Monitoring benchmark (${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores,` +
      ` Node ${process.version}, PostgreSQL ${version} embedded with embeddedSettings)\n`,
  );
  console.log(
    `${int(otherAccounts + 1)} miner accounts, ${int(totalWorkers)} workers (1,000 in one account), ` +
      `${generation.counts.map(([table, n]) => `${table} ${int(n)}`).join(', ')} rows; ` +
      `${requests} requests per call, ${concurrency} concurrent, over HTTP on loopback.\n`,
  );
  console.log('| Figure | Measured | Target | |');
  console.log('| --- | --- | --- | --- |');
  for (const row of rowsOut) console.log(`| ${row.join(' | ')} |`);
  console.log(`\nTotal run time ${since().trim()}.`);
}

await runBench(async ({ since, progress, cleanup }) => {
  const inLoader = startLoader(cleanup);
  const { database, pool, version } = await startBenchDatabase({
    prefix: 'pool-bench-monitoring-',
    cleanup,
    progress,
  });
  // The minutes after the load, then two measured ones before the last 4-hour edge: the
  // second closes a 20-minute and a 4-hour bucket, the job's heaviest minute (the closed
  // buckets carried on, the long windows moving on), and the figure is the worst run.
  const T0 = Math.floor(Date.now() / (4 * hour)) * 4 * hour - (warmUpMinutes + 2) * minute;
  // A clock that starts at T0 (the end of the generated data) and runs in real time; set
  // once the data is there, as the reads and ingestion measure from then on.
  const bench: MonitoringBench = {
    pool,
    url: database.url,
    db: createDb(pool),
    poolId: (await pool.query<{ id: string }>('SELECT id FROM pools WHERE is_current')).rows[0]!.id,
    T0,
    clockOffsetMs: 0,
    clock: () => new Date(Date.now() + bench.clockOffsetMs),
    progress,
    cleanup,
    inLoader,
  };

  const generation = await generateData(bench);
  bench.clockOffsetMs = T0 - Date.now();
  const refresh = new StatsRefresh(bench.db, bench.clock);
  const refreshes = await statsRefresh(bench);
  if (refreshOnly) return;
  const app = await startApp(bench, generation);
  if (ingestOnly) {
    await ingestion(bench, app, generation, refresh, Math.max(...refreshes.minuteRuns.map((run) => run.ms)));
    return;
  }
  if (historyOnly) {
    await historyFlatness(bench, app, generation, refresh);
    return;
  }
  const endpoints = monitoringEndpoints(bench.poolId, generation, app, await deepPoolCursor(bench)).filter(
    (endpoint) => !readsOnly || readsOnly.includes(endpoint.key),
  );
  const reads = await monitoringReads(bench, app, endpoints);
  if (readsOnly) {
    await diagnosis(bench, app, generation, {
      endpoints: endpoints.filter((e) => e.target && reads.results.get(e.key)!.p95 >= e.target),
      results: reads.results,
    });
    printReads(endpoints, reads);
    return;
  }
  const flat = await historyFlatness(bench, app, generation, refresh);
  const ingest = await ingestion(
    bench,
    app,
    generation,
    refresh,
    Math.max(...refreshes.minuteRuns.map((run) => run.ms)),
  );
  await diagnosis(bench, app, generation, {
    endpoints: endpoints.filter((e) => e.target && reads.results.get(e.key)!.p95 >= e.target),
    results: reads.results,
    refreshMinuteMs: Math.max(...refreshes.minuteRuns.map((run) => run.ms)),
    ingestion: ingest.ingestion,
  });
  printSummary(version, generation, endpoints, reads, refreshes, flat, ingest, since);
});
