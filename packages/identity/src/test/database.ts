import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createIdentityDb, type IdentityDb } from '../repository/database.js';

export interface TestDatabase {
  pool: pg.Pool;
  /** The same database as the service's repositories take it. */
  db: IdentityDb;
  drop(): Promise<void>;
}

/** A fresh database for one test file, cloned from the suite's migrated template `pool_template`. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `test_identity_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE pool_template`);
  await admin.end();
  const pool = new pg.Pool({ connectionString: adminUrl.replace(/\/postgres$/, `/${name}`), max: 5 });
  pool.on('error', () => undefined);
  return {
    pool,
    db: createIdentityDb(pool),
    async drop() {
      await pool.end();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
