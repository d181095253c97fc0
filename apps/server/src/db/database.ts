import { Kysely, PostgresDialect, type Transaction } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';
import { StartupError } from '../startup-error.js';

// bigint columns (satoshi) come back as JS numbers: every amount the pool handles
// (max 21e14 sat) is exactly representable in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
// A pool day stays the string 'YYYY-MM-DD': parsing it into a Date would shift it by the
// process's time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

export type Db = Kysely<Database>;
/** Anything that runs queries: the database or an open transaction. */
export type Queryable = Db | Transaction<Database>;

export function createPool(connectionString: string, onIdleError: (error: Error) => void = () => undefined): pg.Pool {
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5000 });
  // An idle client loses its connection when PostgreSQL restarts or shuts down; the
  // pool replaces it on next use. Without a listener the process would crash.
  pool.on('error', onIdleError);
  return pool;
}

export function createDb(pool: pg.Pool): Db {
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** Fails start-up with one line when the database cannot be reached. */
export async function assertReachable(pool: pg.Pool, source: 'DATABASE_URL' | 'embedded'): Promise<void> {
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    const fix =
      source === 'DATABASE_URL'
        ? 'Check that the server runs and DATABASE_URL is right, or unset DATABASE_URL to use the embedded database.'
        : 'Check DATA_DIR and the log above.';
    throw new StartupError(`Cannot connect to PostgreSQL (${source}): ${reason}. ${fix}`);
  }
}
