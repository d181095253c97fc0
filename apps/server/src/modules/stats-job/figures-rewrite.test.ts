import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  currentPoolWithOperator,
  type TestDatabase,
  waitUntilABackendWaitsForALock,
} from '../../test/database.js';
import { StatsRefresh } from './stats-refresh.js';
import { figureRowColumns, refreshFigures } from './figures.js';
import { holdForReading, lockForRewrite } from '../../db/rewrite-table.js';
import { minute } from '../../domain/hashrate.js';

/**
 * The per-minute job writes the figures table anew and swaps it in (rewrite-table.ts): the
 * table must come out as the migrations made it, no row a writer adds meanwhile may be
 * lost, and a reader must never see it missing or empty.
 */

let database: TestDatabase;
let poolId: string;
let now = new Date('2026-11-20T11:00:30.000Z');
let refresh: StatsRefresh;

beforeAll(async () => {
  database = await createTestDatabase();
  ({ poolId } = await currentPoolWithOperator(database.pool));
  refresh = new StatsRefresh(database.db, () => now);
});
afterAll(() => database.drop());
beforeEach(async () => {
  await database.pool.query(
    'TRUNCATE hashrate_series, hashrate_figures, hashrate_figures_clock, hashrate_figure_deltas',
  );
  now = new Date('2026-11-20T11:00:30.000Z');
});

let accounts = 0;

/** A new miner account with these workers. */
async function addWorkers(names: string[]): Promise<void> {
  accounts += 1;
  const { rows } = await database.pool.query<{ id: string }>(
    'INSERT INTO miner_accounts (pool_id, account_name) VALUES ($1, $2) RETURNING id',
    [poolId, `rewritten${accounts}`],
  );
  await database.pool.query(
    `INSERT INTO hashrate_series (kind, pool_id, miner_id, worker_name)
     SELECT 'worker', $1, $2, name FROM unnest($3::text[]) AS name`,
    [poolId, rows[0]!.id, names],
  );
}

/** The table's shape as the catalog describes it, names included. */
async function figuresShape() {
  const { rows: indexes } = await database.pool.query<{ indexdef: string }>(
    "SELECT indexdef FROM pg_indexes WHERE tablename = 'hashrate_figures' ORDER BY indexname",
  );
  const { rows: columns } = await database.pool.query(
    `SELECT column_name, data_type, is_nullable, column_default, generation_expression FROM information_schema.columns
      WHERE table_name = 'hashrate_figures' ORDER BY ordinal_position`,
  );
  const { rows: view } = await database.pool.query<{ definition: string }>(
    "SELECT pg_get_viewdef('hashrate_stats'::regclass) AS definition",
  );
  const { rows: leftovers } = await database.pool.query<{ relname: string }>(
    "SELECT relname FROM pg_class WHERE relname LIKE '%\\_next' OR relname LIKE '%\\_old'",
  );
  const { rows: storage } = await database.pool.query<{ reloptions: string[] | null }>(
    "SELECT reloptions FROM pg_class WHERE oid = 'hashrate_figures'::regclass",
  );
  return { indexes, columns, view, leftovers, storage };
}

describe('the figures table written anew', () => {
  it('keeps its columns, constraints, indexes and view as the migrations made them', async () => {
    await addWorkers(['a', 'b']);
    const before = await figuresShape();
    expect(before.indexes.map((index) => index.indexdef)).toContain(
      'CREATE UNIQUE INDEX hashrate_figures_pkey ON public.hashrate_figures USING btree (series_id)',
    );
    expect(before.leftovers).toEqual([]);
    expect(before.storage).toEqual([{ reloptions: ['autovacuum_enabled=false'] }]);
    await refresh.run(now);
    now = new Date(now.getTime() + minute);
    await refresh.run(now);
    expect(await figuresShape()).toEqual(before);
    const { rows } = await database.pool.query(
      "SELECT conname, contype FROM pg_constraint WHERE conrelid = 'hashrate_figures'::regclass AND contype = 'p'",
    );
    expect(rows).toEqual([{ conname: 'hashrate_figures_pkey', contype: 'p' }]);
  });

  it('writes every column a figures row holds (a new column must be written by the job too)', async () => {
    const { rows } = await database.pool.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns
        WHERE table_name = 'hashrate_figures' AND is_generated = 'NEVER' ORDER BY column_name`,
    );
    expect(rows.map((row) => row.column_name)).toEqual([...figureRowColumns].sort());
  });

  it('keeps a series added while the figures are written: its row waits for the new table', async () => {
    await addWorkers(['a']);
    await refresh.run(now);
    now = new Date(now.getTime() + minute);
    let added: Promise<unknown> | undefined;
    await database.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        await lockForRewrite(trx, 'hashrate_figures');
        // A new worker's series: its trigger writes its figures row, which waits for the lock.
        added = database.pool.query(
          `INSERT INTO hashrate_series (kind, pool_id, miner_id, worker_name)
           SELECT 'worker', pool_id, miner_id, 'late' FROM hashrate_series WHERE worker_name = 'a'`,
        );
        await waitUntilABackendWaitsForALock(database.pool);
        await refreshFigures(trx, now);
      });
    await added;
    const { rows } = await database.pool.query(
      `SELECT s.worker_name, f.series_id IS NOT NULL AS has_figures
         FROM hashrate_series s LEFT JOIN hashrate_figures f ON f.series_id = s.id ORDER BY s.worker_name`,
    );
    expect(rows).toEqual([
      { worker_name: 'a', has_figures: true },
      { worker_name: 'late', has_figures: true },
    ]);
  });

  it('waits to swap for a reader that holds the table, which reads the old rows in its snapshot', async () => {
    await addWorkers(['a', 'b', 'c']);
    await refresh.run(now);
    now = new Date(now.getTime() + minute);
    let run: Promise<unknown> | undefined;
    const read = await database.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        await holdForReading(trx, 'hashrate_figures');
        await trx.selectFrom('hashrate_series').select('id').execute();
        run = refresh.run(now);
        await waitUntilABackendWaitsForALock(database.pool);
        return trx.selectFrom('hashrate_figures').select('series_id').execute();
      });
    expect(await run).not.toBeNull();
    expect(read).toHaveLength(3);
  });

  it('never shows a reader a missing or empty table while runs swap it', async () => {
    await addWorkers(Array.from({ length: 50 }, (_, i) => `w${i}`));
    await refresh.run(now);
    let running = true;
    const counts = new Set<number>();
    const readers = Array.from({ length: 3 }, async () => {
      while (running) {
        const { rows } = await database.pool.query<{ viewed: number; read: number }>(
          'SELECT (SELECT count(*) FROM hashrate_stats)::int AS viewed, (SELECT count(*) FROM hashrate_figures)::int AS read',
        );
        counts.add(rows[0]!.viewed).add(rows[0]!.read);
      }
    });
    for (let run = 0; run < 5; run += 1) {
      now = new Date(now.getTime() + minute);
      expect(await refresh.run(now)).not.toBeNull();
    }
    running = false;
    await Promise.all(readers);
    expect([...counts]).toEqual([50]);
  });
});
