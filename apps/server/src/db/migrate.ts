import fs from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';

/** Source of truth for the schema: numbered SQL files, applied in order, each once. */
export const migrationsDir = path.resolve(import.meta.dirname, '../../src/db/migrations');

interface Migration {
  version: number;
  name: string;
  file: string;
}

const fileNamePattern = /^(\d{3,})_([a-z0-9_]+)\.sql$/;
// Any constant: every instance that starts at once waits here, and one applies the files.
const migrationLockKey = 7_241_960_001;

export async function listMigrations(dir = migrationsDir): Promise<Migration[]> {
  const files = (await fs.readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
  return files.map((file) => {
    const match = fileNamePattern.exec(file);
    if (!match) throw new Error(`Migration file name ${file} must look like 001_name.sql`);
    return { version: Number(match[1]), name: match[2]!, file: path.join(dir, file) };
  });
}

/**
 * Applies pending migrations, each in its own transaction together with its
 * bookkeeping row, under an advisory lock so that several server instances starting
 * together apply each file exactly once. Returns the versions it applied.
 */
export async function migrate(pool: pg.Pool, dir = migrationsDir): Promise<number[]> {
  const migrations = await listMigrations(dir);
  const client = await pool.connect();
  const applied: number[] = [];
  try {
    await client.query('SELECT pg_advisory_lock($1)', [migrationLockKey]);
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const { rows } = await client.query<{ version: number }>('SELECT version FROM schema_migrations');
    const done = new Set(rows.map((row) => row.version));
    for (const migration of migrations) {
      if (done.has(migration.version)) continue;
      const sql = await fs.readFile(migration.file, 'utf8');
      try {
        await client.query('BEGIN');
        await client.query(sql);
        await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
          migration.version,
          migration.name,
        ]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`Migration ${path.basename(migration.file)} failed: ${(error as Error).message}`, {
          cause: error,
        });
      }
      applied.push(migration.version);
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [migrationLockKey]).catch(() => undefined);
    client.release();
  }
  return applied;
}
