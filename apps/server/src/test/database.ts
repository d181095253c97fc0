import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import type pg from 'pg';
import { createDb, createPool, type Db } from '../db/database.js';
import { backendMigrationsDir, migrate, migrationSources } from '../db/migrate.js';
import { templateDatabase } from './global-setup.js';

export interface TestDatabase {
  url: string;
  pool: pg.Pool;
  db: Db;
  drop(): Promise<void>;
}

async function createDatabase(prefix: string, template?: string): Promise<TestDatabase> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = createPool(adminUrl);
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = adminUrl.replace(/\/postgres$/, `/${name}`);
  const pool = createPool(url);
  const db = createDb(pool);
  return {
    url,
    pool,
    db,
    async drop() {
      await db.destroy();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** A fresh, migrated database for one test file, cloned from the suite's template. */
export const createTestDatabase = () => createDatabase('test', templateDatabase);

/** A database with no migrations applied, for migration tests. */
export const createEmptyDatabase = () => createDatabase('empty');

/** Gives a user a role (owner unless told) on a pool, an operator or a miner account. */
export async function grantPermission(
  pool: pg.Pool,
  userId: string,
  type: 'pool' | 'operator' | 'miner',
  accountId: string,
  role = 'owner',
): Promise<void> {
  await pool.query(`INSERT INTO permissions (identity_id, type, ${type}_id, role) VALUES ($1, $2, $3, $4)`, [
    userId,
    type,
    accountId,
    role,
  ]);
}

/** The template's current pool, and a new operator "Hub" (title `hub`) in it. */
export async function currentPoolWithOperator(pool: pg.Pool): Promise<{ poolId: string; operatorId: string }> {
  const poolId = (await pool.query<{ id: string }>('SELECT id FROM pools WHERE is_current')).rows[0]!.id;
  const operatorId = (
    await pool.query<{ id: string }>(
      "INSERT INTO operators (pool_id, name, title) VALUES ($1, 'Hub', 'hub') RETURNING id",
      [poolId],
    )
  ).rows[0]!.id;
  return { poolId, operatorId };
}

/**
 * Every hashrate series, bucket, figure and batch gone, and the job's watermarks back to
 * where a new pool starts (no run yet).
 */
export async function resetHashrate(pool: pg.Pool): Promise<void> {
  await pool.query(
    `TRUNCATE hashrate_series, hashrate_1m, hashrate_1m_late, hashrate_20m, hashrate_4h, hashrate_figures, hashrate_figures_clock,
              hashrate_figure_deltas, share_batches, worker_status_counts`,
  );
  await pool.query('UPDATE hashrate_carry SET carried_to = NULL');
  await pool.query('UPDATE hashrate_1m_rollup SET rolled_to = NULL');
}

/** Resolves once another backend waits for a lock: an event to wait on, not a time. */
export async function waitUntilABackendWaitsForALock(pool: pg.Pool): Promise<void> {
  for (;;) {
    const { rows } = await pool.query(
      "SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND pid <> pg_backend_pid()",
    );
    if (rows.length > 0) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * Migrates an empty database up to, not including, the backend migration whose file name
 * starts with `version` (such as '061'): a migration's test writes the rows it meets, then
 * runs it with `migrate`.
 */
export async function migrateBefore(pool: pg.Pool, version: string): Promise<void> {
  const before = await fs.mkdtemp(path.join(os.tmpdir(), 'pool-migrations-'));
  try {
    for (const file of await fs.readdir(backendMigrationsDir)) {
      if (file < version) await fs.symlink(path.join(backendMigrationsDir, file), path.join(before, file));
    }
    await migrate(pool, [migrationSources[0]!, { component: 'backend', dir: before }]);
  } finally {
    await fs.rm(before, { recursive: true, force: true });
  }
}
