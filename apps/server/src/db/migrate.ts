import fs from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import type { Db } from './database.js';
import { identityMigrationsDir } from '@pool/identity';

/**
 * The schema is owned by components, each with numbered SQL files applied in order,
 * each once. The identity service's tables come first: backend tables refer to its ids.
 */
export interface MigrationSource {
  component: string;
  dir: string;
}

export const backendMigrationsDir = path.resolve(import.meta.dirname, '../../src/db/migrations');

export const migrationSources: readonly MigrationSource[] = [
  { component: 'identity', dir: identityMigrationsDir },
  { component: 'backend', dir: backendMigrationsDir },
];

interface Migration {
  component: string;
  version: number;
  name: string;
  file: string;
}

const fileNamePattern = /^(\d{3,})_([a-z0-9_]+)\.sql$/;
// Any constant: every instance that starts at once waits here, and one applies the files.
const migrationLockKey = 7_241_960_001;

export async function listMigrations(source: MigrationSource): Promise<Migration[]> {
  const files = (await fs.readdir(source.dir)).filter((file) => file.endsWith('.sql')).sort();
  return files.map((file) => {
    const match = fileNamePattern.exec(file);
    if (!match) throw new Error(`Migration file name ${file} must look like 001_name.sql`);
    return {
      component: source.component,
      version: Number(match[1]),
      name: match[2]!,
      file: path.join(source.dir, file),
    };
  });
}

/**
 * Applies pending migrations, each in its own transaction together with its
 * bookkeeping row, under an advisory lock so that several server instances starting
 * together apply each file exactly once. Returns what it applied, as "component/version".
 */
export async function migrate(
  pool: pg.Pool,
  sources: readonly MigrationSource[] = migrationSources,
): Promise<string[]> {
  const migrations = (await Promise.all(sources.map(listMigrations))).flat();
  const client = await pool.connect();
  const applied: string[] = [];
  try {
    await client.query('SELECT pg_advisory_lock($1)', [migrationLockKey]);
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      component text NOT NULL,
      version integer NOT NULL,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (component, version)
    )`);
    const { rows } = await client.query<{ component: string; version: number }>(
      'SELECT component, version FROM schema_migrations',
    );
    const done = new Set(rows.map((row) => `${row.component}/${row.version}`));
    for (const migration of migrations) {
      const key = `${migration.component}/${migration.version}`;
      if (done.has(key)) continue;
      const sql = await fs.readFile(migration.file, 'utf8');
      try {
        await client.query('BEGIN');
        await client.query(sql);
        await client.query('INSERT INTO schema_migrations (component, version, name) VALUES ($1, $2, $3)', [
          migration.component,
          migration.version,
          migration.name,
        ]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(
          `Migration ${migration.component}/${path.basename(migration.file)} failed: ${(error as Error).message}`,
          {
            cause: error,
          },
        );
      }
      applied.push(key);
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [migrationLockKey]).catch(() => undefined);
    client.release();
  }
  return applied;
}

/** Migration files not applied to the database yet, as "component/version" (a newer build on an older schema). */
export async function pendingMigrations(
  db: Db,
  sources: readonly MigrationSource[] = migrationSources,
): Promise<string[]> {
  const migrations = (await Promise.all(sources.map(listMigrations))).flat();
  const rows = await db.selectFrom('schema_migrations').select(['component', 'version']).execute();
  const done = new Set(rows.map((row) => `${row.component}/${row.version}`));
  return migrations.map((migration) => `${migration.component}/${migration.version}`).filter((key) => !done.has(key));
}
