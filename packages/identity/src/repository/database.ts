import { Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import type { Database } from './schema.js';

/** The identity tables through Kysely, typed by the generated schema.ts. */
export type IdentityDb = Kysely<Database>;

/** On the host's pool, whose life the host owns: nothing here ends it. */
export function createIdentityDb(pool: pg.Pool): IdentityDb {
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
