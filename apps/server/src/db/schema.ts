import type { ColumnType, Generated } from 'kysely';

/** Row types of the tables, kept in step with migrations/. */
export interface Database {
  pools: PoolsTable;
  schema_migrations: SchemaMigrationsTable;
}

export interface PoolsTable {
  id: Generated<string>;
  name: string;
  is_current: boolean;
  created_at: ColumnType<Date, never, never>;
}

export interface SchemaMigrationsTable {
  component: string;
  version: number;
  name: string;
  applied_at: ColumnType<Date, never, never>;
}
