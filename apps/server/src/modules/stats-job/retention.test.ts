import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../db/migrate.js';
import { createEmptyDatabase, createTestDatabase, migrateBefore, type TestDatabase } from '../../test/database.js';
import {
  bucketPartitions,
  dropExpired,
  maintainPartitions,
  partitionName,
  partitionsOf,
  type BucketTable,
} from './retention.js';
import { day, floorTo, hour, minute } from '../../domain/hashrate.js';
import { StatsRefresh } from './stats-refresh.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const tables = Object.keys(bucketPartitions) as BucketTable[];
const query = async <T>(text: string, values: unknown[] = []) => (await database.pool.query(text, values)).rows as T[];

const partitions = (table: BucketTable) => partitionsOf(database.db, table);

/**
 * Minute rows the job has carried over already: their 20-minute buckets below the carry's
 * watermark (so a refresh adds nothing from them to the coarse tables).
 */
async function insertCarriedMinutes(seriesId: number, from: number, to: number): Promise<void> {
  await database.pool.query(
    `INSERT INTO hashrate_1m (series_id, bucket, accepted, rejected, shares)
     SELECT $1, b, 1, 0, 1 FROM generate_series($2::timestamptz, $3::timestamptz, interval '1 minute') b`,
    [seriesId, new Date(from), new Date(to)],
  );
  await database.pool.query(
    `UPDATE hashrate_carry
        SET carried_to = greatest(carried_to, date_bin('20 minutes', $1::timestamptz, TIMESTAMPTZ 'epoch') + interval '20 minutes')`,
    [new Date(to)],
  );
}

async function insertBuckets(table: 'hashrate_20m' | 'hashrate_4h', seriesId: number, from: number, to: number) {
  const step = table === 'hashrate_20m' ? '20 minutes' : '4 hours';
  await database.pool.query(
    `INSERT INTO ${table} (series_id, bucket, accepted, rejected, shares)
     SELECT $1, b, 1, 0, 1 FROM generate_series($2::timestamptz, $3::timestamptz, $4::interval) b`,
    [seriesId, new Date(from), new Date(to), step],
  );
}

/** What the reads may see at `now`: the rows of each table within its retention. */
async function keptRows(now: number): Promise<Record<string, { rows: number; accepted: number }>> {
  const kept: Record<string, { rows: number; accepted: number }> = {};
  for (const table of tables) {
    const [row] = await query<{ rows: number; accepted: number }>(
      `SELECT count(*)::int AS rows, coalesce(sum(accepted), 0)::float8 AS accepted FROM ${table} WHERE bucket >= $1`,
      [new Date(now - bucketPartitions[table].keepMs)],
    );
    kept[table] = row!;
  }
  return kept;
}

const refreshAt = (now: number) => new StatsRefresh(database.db, () => new Date(now)).run(new Date(now));
const figures = () => query('SELECT * FROM hashrate_stats ORDER BY series_id');

describe('time partitions of the bucket tables', () => {
  it('makes partitions ahead, files rows across their edges, and drops whole ones past retention as the clock moves', async () => {
    // A time the template's partitions (made around the real clock) do not cover: the
    // rows first wait in the DEFAULT partitions, and move into the partitions once made.
    const t0 = Date.parse('2031-03-10T13:00:00Z');
    await insertCarriedMinutes(1001, t0 - 5 * hour, t0 - minute);
    await insertBuckets('hashrate_20m', 1001, t0 - 3 * day, t0 - 20 * minute);
    await insertBuckets('hashrate_4h', 1002, t0 - 420 * day, t0 - 4 * hour);

    expect(await refreshAt(t0)).not.toBeNull();
    for (const table of tables) {
      const { widthMs, aheadMs } = bucketPartitions[table];
      const names = (await partitions(table)).map((p) => p.name);
      expect(names).toContain(partitionName(table, new Date(floorTo(t0 + aheadMs, widthMs))));
    }
    // Each hour's minutes in their own partition; the older ones went with retention.
    const byPartition = await query<{ partition: string; rows: number }>(
      `SELECT tableoid::regclass::text AS partition, count(*)::int AS rows FROM hashrate_1m GROUP BY 1 ORDER BY 1`,
    );
    expect(byPartition).toEqual([10, 11, 12].map((h) => ({ partition: `hashrate_1m_p20310310${h}`, rows: 60 })));
    const [leftInDefault] = await query<{ rows: number }>(
      `SELECT (SELECT count(*) FROM hashrate_1m_default) + (SELECT count(*) FROM hashrate_20m_default)
            + (SELECT count(*) FROM hashrate_4h_default) AS rows`,
    );
    expect(Number(leftInDefault!.rows)).toBe(0);

    // A day later, with the last three hours' minutes (from the retention edge on) written before their partitions exist.
    const t1 = t0 + day;
    await insertCarriedMinutes(1001, t1 - 3 * hour, t1 - minute);
    const before = await keptRows(t1);
    expect(await refreshAt(t1)).not.toBeNull();
    expect(await keptRows(t1)).toEqual(before);
    const afterDrops = await figures();
    for (const table of tables) {
      const { keepMs, widthMs } = bucketPartitions[table];
      for (const partition of await partitions(table)) expect(partition.to.getTime()).toBeGreaterThan(t1 - keepMs);
      // At most one partition's width of rows past retention stays.
      const [oldest] = await query<{ bucket: Date | null }>(`SELECT min(bucket) AS bucket FROM ${table}`);
      expect(oldest!.bucket!.getTime()).toBeGreaterThanOrEqual(t1 - keepMs - widthMs);
    }
    expect((await partitions('hashrate_1m')).map((p) => p.name)).not.toContain('hashrate_1m_p2031031012');
    expect((await partitions('hashrate_20m')).map((p) => p.name)).not.toContain('hashrate_20m_p2031030800');
    // Detached by the run, dropped after it: no table of those names is left.
    const dropped = await new StatsRefresh(database.db, () => new Date(t1)).dropDetachedPartitions();
    expect(dropped).toContain('hashrate_1m_p2031031012');
    expect(dropped).toContain('hashrate_20m_p2031030800');
    const [left] = await query<{ tables: number }>(
      `SELECT count(*)::int AS tables FROM pg_class WHERE relname = ANY($1)`,
      [['hashrate_1m_p2031031012', 'hashrate_20m_p2031030800']],
    );
    expect(left!.tables).toBe(0);
    expect(await new StatsRefresh(database.db, () => new Date(t1)).dropDetachedPartitions()).toEqual([]);
    // The figures of the run that dropped (computed before) and of one over the partitions left agree.
    await refreshAt(t1);
    expect(await figures()).toEqual(afterDrops);
  });

  it('keeps every row the row deletes kept: at the retention edge, late shares not folded in yet, accounts beside expired workers', async () => {
    const t = Date.parse('2031-06-01T13:00:00Z');
    const [pool] = await query<{ id: string }>(`SELECT id FROM pools WHERE is_current`);
    const [miner] = await query<{ id: string }>(
      `INSERT INTO miner_accounts (pool_id, account_name) VALUES ($1, 'retention_edge') RETURNING id`,
      [pool!.id],
    );
    const [account, worker] = await query<{ id: number }>(
      `INSERT INTO hashrate_series (kind, pool_id, miner_id, worker_name)
       VALUES ('miner', $1, $2, NULL), ('worker', $1, $2, 'rig') RETURNING id`,
      [pool!.id, miner!.id],
    );
    const inTransaction = (now: number) => database.db.transaction().execute((trx) => dropExpired(trx, new Date(now)));
    await inTransaction(t - 5 * hour);
    // As a job running every minute leaves them at 13:00: the minutes before 13:00 taken, the
    // 20-minute buckets before 12:40 carried.
    await database.pool.query('UPDATE hashrate_1m_rollup SET rolled_to = $1', [new Date(t)]);
    await database.pool.query('UPDATE hashrate_carry SET carried_to = $1', [new Date(t - 20 * minute)]);

    // 10:00 is both the retention edge at 13:00 and a partition edge.
    await insertCarriedMinutes(1007, t - 3 * hour - minute, t - 3 * hour);
    // A late share of 08:30, which the job has not folded into its minute row yet.
    await database.pool.query(
      `INSERT INTO hashrate_1m_late (series_id, bucket, accepted, rejected, shares) VALUES (1008, $1, 5, 0, 1)`,
      [new Date(t - 4 * hour - 30 * minute)],
    );
    const workerEdge = t - 35 * day;
    for (const series of [account!.id, worker!.id]) {
      await insertBuckets(
        'hashrate_4h',
        series,
        floorTo(workerEdge, 4 * hour) - 4 * hour,
        floorTo(workerEdge, 4 * hour) - 4 * hour,
      );
    }
    // The 4-hour edge: the first row is past it, the second is the oldest kept.
    await insertBuckets('hashrate_4h', account!.id, t - 400 * day - 4 * hour, t - 400 * day);
    await insertBuckets('hashrate_20m', account!.id, t - 2 * day, t - 2 * day);

    const changes = await inTransaction(t);
    // The hour before the edge goes whole; the one before that has a late share waiting.
    expect(changes!.detached).toContain('hashrate_1m_p2031060109');
    expect(changes!.detached).not.toContain('hashrate_1m_p2031060108');
    const minutes = await query<{ series_id: number; bucket: Date }>(
      'SELECT series_id, bucket FROM hashrate_1m WHERE series_id IN (1007, 1008) ORDER BY bucket',
    );
    expect(minutes).toEqual([{ series_id: 1007, bucket: new Date(t - 3 * hour) }]);
    const fourHour = await query<{ series_id: number; bucket: Date }>(
      'SELECT series_id, bucket FROM hashrate_4h WHERE series_id = ANY($1) ORDER BY bucket, series_id',
      [[account!.id, worker!.id]],
    );
    expect(fourHour).toEqual([
      { series_id: account!.id, bucket: new Date(t - 400 * day) },
      { series_id: account!.id, bucket: new Date(floorTo(workerEdge, 4 * hour) - 4 * hour) },
    ]);
    const [twentyMinute] = await query<{ rows: number }>(
      'SELECT count(*)::int AS rows FROM hashrate_20m WHERE series_id = $1 AND bucket = $2',
      [account!.id, new Date(t - 2 * day)],
    );
    expect(twentyMinute!.rows).toBe(1);

    // The job folds the late share in, into the carried 20-minute bucket too, and only then
    // its partition goes.
    await refreshAt(t);
    const [carried] = await query<{ accepted: number }>(
      'SELECT sum(accepted)::float8 AS accepted FROM hashrate_20m WHERE series_id = 1008',
    );
    expect(carried!.accepted).toBe(5);
    expect((await partitions('hashrate_1m')).map((p) => p.name)).not.toContain('hashrate_1m_p2031060108');
  });

  it('keeps a minute partition past retention while it holds minutes the roll-up has not taken', async () => {
    const t = Date.parse('2031-07-01T13:00:00Z');
    const inTransaction = (now: number) => database.db.transaction().execute((trx) => dropExpired(trx, new Date(now)));
    await inTransaction(t - 5 * hour);
    // The job stopped at 08:50 (its watermark), the carry long after; rows of 08:55 and 09:30.
    await database.pool.query('UPDATE hashrate_1m_rollup SET rolled_to = $1', [new Date(t - 4 * hour - 10 * minute)]);
    await database.pool.query('UPDATE hashrate_carry SET carried_to = $1', [new Date(t - 20 * minute)]);
    await database.pool.query(
      `INSERT INTO hashrate_1m (series_id, bucket, accepted, rejected, shares) VALUES (1010, $1, 1, 0, 1), (1010, $2, 1, 0, 1)`,
      [new Date(t - 4 * hour - 5 * minute), new Date(t - 3 * hour - 30 * minute)],
    );
    const held = await inTransaction(t);
    expect(held!.detached).toEqual(expect.arrayContaining(['hashrate_1m_p2031070107']));
    expect(held!.detached).not.toContain('hashrate_1m_p2031070108');
    expect(held!.detached).not.toContain('hashrate_1m_p2031070109');
    // Once the roll-up has taken them, both go.
    await database.pool.query('UPDATE hashrate_1m_rollup SET rolled_to = $1', [new Date(t)]);
    const released = await inTransaction(t);
    expect(released!.detached).toEqual(expect.arrayContaining(['hashrate_1m_p2031070108', 'hashrate_1m_p2031070109']));
  });

  it('makes a partition anew over one detached and not dropped yet, for an instance whose clock is behind', async () => {
    const t = Date.parse('2032-02-10T10:00:00Z');
    const maintainAt = (now: number) =>
      database.db.transaction().execute((trx) => maintainPartitions(trx, new Date(now)));
    await maintainAt(t - minute);
    // At 10:00 the hour from 06:00 has left retention (3 hours from its end).
    expect((await maintainAt(t))!.detached).toContain('hashrate_1m_p2032021006');
    // A second behind, another instance still keeps that hour.
    expect((await maintainAt(t - 1000))!.created).toContain('hashrate_1m_p2032021006');
    expect((await partitions('hashrate_1m')).map((p) => p.name)).toContain('hashrate_1m_p2032021006');
  });

  it('drops the detached partitions once when two instances drop them at the same time', async () => {
    const t = Date.parse('2032-04-10T10:00:00Z');
    const maintainAt = (now: number) =>
      database.db.transaction().execute((trx) => maintainPartitions(trx, new Date(now)));
    await maintainAt(t - 3 * hour);
    const { detached } = (await maintainAt(t))!;
    expect(detached).toEqual(
      expect.arrayContaining(['hashrate_1m_p2032041004', 'hashrate_1m_p2032041005', 'hashrate_1m_p2032041006']),
    );
    const drop = () => new StatsRefresh(database.db, () => new Date(t)).dropDetachedPartitions();
    const [first, second] = await Promise.all([drop(), drop()]);
    expect([...new Set([...first, ...second])].sort()).toEqual(expect.arrayContaining(detached));
    const [left] = await query<{ tables: number }>(
      `SELECT count(*)::int AS tables FROM pg_class WHERE relname = ANY($1)`,
      [detached],
    );
    expect(left!.tables).toBe(0);
  });

  it('makes each partition once when two instances maintain at the same time', async () => {
    const t = Date.parse('2032-01-15T06:00:00Z');
    const run = () => database.db.transaction().execute((trx) => maintainPartitions(trx, new Date(t)));
    const results = await Promise.all([run(), run(), run()]);
    const created = results.flatMap((result) => result?.created ?? []);
    expect(created).toEqual([...new Set(created)]);
    expect(created).toContain(partitionName('hashrate_1m', new Date(t + 3 * hour)));
    expect(await run()).toEqual({ created: [], detached: [] });
  });
});

describe('migration 020', () => {
  let empty: TestDatabase;
  beforeAll(async () => {
    empty = await createEmptyDatabase();
  });
  afterAll(() => empty.drop());

  it('moves the rows of the plain tables into partitions and keeps the keys, indexes and storage options', async () => {
    await migrateBefore(empty.pool, '020');
    const now = Date.now();
    const rows = [
      // Within retention, past it but not rolled up yet, and ahead of the clock (as the
      // tables stood before migration 020).
      [1, new Date(floorTo(now, minute) - 10 * minute), 0],
      [1, new Date(floorTo(now, minute) - 6 * hour), 0],
      [2, new Date(floorTo(now, minute) + 30 * minute), 3],
    ] as const;
    for (const [series, bucket, rolled] of rows) {
      await empty.pool.query(
        `INSERT INTO hashrate_1m (series_id, bucket, accepted, rejected, shares, rolled_shares) VALUES ($1, $2, 3, 1, 3, $3)`,
        [series, bucket, rolled],
      );
    }
    await empty.pool.query(
      `INSERT INTO hashrate_4h (series_id, bucket, accepted, rejected, shares) VALUES (1, $1, 9, 0, 2), (1, $2, 9, 0, 2)`,
      [new Date(floorTo(now, 4 * hour) - 30 * day), new Date(floorTo(now, 4 * hour) - 500 * day)],
    );
    // The columns that every later migration keeps.
    const dump = (table: string) =>
      empty.pool
        .query(`SELECT series_id, bucket, accepted, rejected, shares FROM ${table} ORDER BY series_id, bucket`)
        .then((result) => result.rows as unknown[]);
    const minutesBefore = await dump('hashrate_1m');
    const fourHourBefore = await dump('hashrate_4h');

    // 020 first; later migrations (021 on) follow it.
    expect((await migrate(empty.pool))[0]).toBe('backend/20');
    expect(await dump('hashrate_1m')).toEqual(minutesBefore);
    expect(await dump('hashrate_4h')).toEqual(fourHourBefore);
    const { rows: kinds } = await empty.pool.query<{ name: string; kind: string }>(
      `SELECT relname AS name, relkind::text AS kind FROM pg_class
        WHERE relname IN ('hashrate_1m', 'hashrate_20m', 'hashrate_4h', 'hashrate_1m_pkey', 'hashrate_1m_by_bucket')
        ORDER BY 1`,
    );
    expect(kinds).toEqual([
      { name: 'hashrate_1m', kind: 'p' },
      { name: 'hashrate_1m_by_bucket', kind: 'I' },
      { name: 'hashrate_1m_pkey', kind: 'I' },
      { name: 'hashrate_20m', kind: 'p' },
      { name: 'hashrate_4h', kind: 'p' },
    ]);
    const { rows: placed } = await empty.pool.query<{ partition: string; options: string[] | null }>(
      `SELECT tableoid::regclass::text AS partition, (SELECT reloptions FROM pg_class WHERE oid = h.tableoid) AS options
         FROM hashrate_1m h ORDER BY bucket`,
    );
    expect(placed.map((row) => row.partition)).toEqual([
      'hashrate_1m_default',
      partitionName('hashrate_1m', new Date(floorTo(floorTo(now, minute) - 10 * minute, hour))),
      partitionName('hashrate_1m', new Date(floorTo(floorTo(now, minute) + 30 * minute, hour))),
    ]);
    expect(placed.map((row) => row.options)).toEqual(Array(3).fill(['fillfactor=50']));
  });
});
