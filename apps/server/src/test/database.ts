import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import type pg from 'pg';
import { createDb, createPool, type Db } from '../db/database.js';
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
