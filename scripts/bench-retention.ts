// Prints the retention figures for docs/performance.md: in a throw-away embedded PostgreSQL,
// two hours of 1-minute buckets for BENCH_WORKERS series (default 100,000: 60 rows a series
// an hour), written both into the partitioned hashrate_1m and into a plain copy of the table
// as it was before migration 020 (same columns, key, age index, half-empty pages).
// With the clock at the end of the older hour's retention, it times the old row DELETE of that
// hour on the plain copy (and the VACUUM it leaves behind) against the per-minute job's
// retention on the partitioned table (which detaches the hour's partition) and the drop of
// that partition after the run, with the WAL each writes, then the job's next run (nothing
// to do). It prints figures; it asserts nothing.
import { createDb } from '../apps/server/src/db/database.js';
import { dropDetachedPartitions, dropExpired, maintainPartitions } from '../apps/server/src/modules/stats-job/index.js';
import { resolutions } from '../apps/server/src/domain/hashrate.js';
import { hour, int, runBench, startBenchDatabase } from './bench-support.js';

const workers = Number(process.env.BENCH_WORKERS ?? 100_000);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

await runBench(async ({ since, progress, cleanup }) => {
  const { pool, version } = await startBenchDatabase({ prefix: 'pool-bench-retention-', cleanup, progress });
  const db = createDb(pool);
  cleanup.push(() => db.destroy());
  const query = async <T>(text: string, values: unknown[] = []) => (await pool.query(text, values)).rows as T[];
  /** Wall time and WAL bytes of `run`. */
  const measured = async (run: () => Promise<unknown>) => {
    const [start] = await query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn');
    const t0 = performance.now();
    await run();
    const ms = performance.now() - t0;
    const [wal] = await query<{ bytes: string }>('SELECT pg_current_wal_lsn() - $1::pg_lsn AS bytes', [start!.lsn]);
    return { ms, wal: Number(wal!.bytes) };
  };
  const mb = (bytes: number) => (bytes < 2 ** 20 ? `${int(bytes / 1024)} kB` : `${int(bytes / 2 ** 20)} MB`);

  // The job runs at `now`, when the hour [now − 4 h, now − 3 h) has just left retention.
  const now = Math.floor(Date.now() / hour) * hour;
  const from = new Date(now - resolutions['1m'].keepMs - hour);
  const to = new Date(now - resolutions['1m'].keepMs + hour);
  await db.transaction().execute((trx) => maintainPartitions(trx, new Date(now - hour)));
  await pool.query(`
    CREATE TABLE plain_1m (LIKE hashrate_1m INCLUDING DEFAULTS, PRIMARY KEY (series_id, bucket)) WITH (fillfactor = 50);
    CREATE INDEX plain_1m_age ON plain_1m USING brin (bucket);`);
  for (const table of ['plain_1m', 'hashrate_1m']) {
    const t0 = performance.now();
    await pool.query(
      `INSERT INTO ${table} (series_id, bucket, accepted, rejected, shares, first_at, last_at)
       SELECT s, b, 1, 0, 1, b, b
         FROM generate_series($1::timestamptz, $2::timestamptz - interval '1 minute', interval '1 minute') b,
              generate_series(1, $3::int) s`,
      [from, to, workers],
    );
    await pool.query(`VACUUM (ANALYZE) ${table}`);
    progress(`${table}: ${int(workers * 120)} rows written (${seconds(performance.now() - t0)})`);
  }
  // As a job running every minute leaves its watermarks: every minute before `now` taken,
  // every 20-minute bucket before it carried.
  await pool.query('UPDATE hashrate_1m_rollup SET rolled_to = $1', [new Date(now)]);
  await pool.query('UPDATE hashrate_carry SET carried_to = $1', [new Date(now)]);
  await pool.query('CHECKPOINT');
  const [plainSize] = await query<{ bytes: string }>(`SELECT pg_total_relation_size('plain_1m') AS bytes`);

  const edge = new Date(now - resolutions['1m'].keepMs);
  const oldDelete = await measured(() => pool.query(`DELETE FROM plain_1m WHERE bucket < $1`, [edge]));
  const oldVacuum = await measured(() => pool.query('VACUUM plain_1m'));
  const [plainAfter] = await query<{ bytes: string }>(`SELECT pg_total_relation_size('plain_1m') AS bytes`);
  await pool.query('CHECKPOINT');
  let detached: string[] = [];
  const partitioned = await measured(async () => {
    const changes = await db.transaction().execute((trx) => dropExpired(trx, new Date(now)));
    detached = changes?.detached ?? [];
  });
  const dropAfter = await measured(() => dropDetachedPartitions(db));
  const [left] = await query<{ rows: string }>(`SELECT count(*) AS rows FROM hashrate_1m`);
  const nextRun = await measured(() => db.transaction().execute((trx) => dropExpired(trx, new Date(now + 60_000))));

  console.log(`
Retention benchmark (PostgreSQL ${version}, ${int(workers)} series, one hour of 1-minute buckets = ${int(workers * 60)} rows expiring)
before: DELETE of the hour from the plain table     ${seconds(oldDelete.ms)}, ${mb(oldDelete.wal)} WAL
        and the VACUUM it leaves                    ${seconds(oldVacuum.ms)}, ${mb(oldVacuum.wal)} WAL; table ${mb(Number(plainSize!.bytes))} before, ${mb(Number(plainAfter!.bytes))} after
now:    the job's retention (detaches ${detached.filter((name) => name.startsWith('hashrate_1m_')).join(', ') || 'nothing'})
                                                    ${seconds(partitioned.ms)}, ${mb(partitioned.wal)} WAL; ${int(Number(left!.rows))} rows left (the next hour)
        after the run, the detached partition dropped ${seconds(dropAfter.ms)}, ${mb(dropAfter.wal)} WAL
        its next run, nothing to drop               ${seconds(nextRun.ms)}
Total run time ${since().trim()}.`);
});
