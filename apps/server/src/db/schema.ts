import type { ColumnType, Generated } from 'kysely';

/** Row types of the tables, kept in step with migrations/. */
export interface Database {
  pools: PoolsTable;
  operators: OperatorsTable;
  miner_accounts: MinerAccountsTable;
  permissions: PermissionsTable;
  invites: InvitesTable;
  account_deletion_requests: AccountDeletionRequestsTable;
  hashrate_series: HashrateSeriesTable;
  hashrate_1m: HashrateMinuteBucketsTable;
  hashrate_20m: HashrateBucketsTable;
  hashrate_4h: HashrateBucketsTable;
  hashrate_stats: HashrateStatsTable;
  worker_status_counts: WorkerStatusCountsTable;
  share_batches: ShareBatchesTable;
  watchers: WatchersTable;
  schema_migrations: SchemaMigrationsTable;
}

export type PermissionType = 'miner' | 'pool' | 'operator' | 'platform';
export type AccessRole = 'owner' | 'admin' | 'treasurer' | 'accountant' | 'viewer';

export interface OperatorsTable {
  id: Generated<string>;
  pool_id: string;
  name: string;
  title: string;
  created_at: ColumnType<Date, never, never>;
}

export interface MinerAccountsTable {
  id: Generated<string>;
  pool_id: string;
  operator_id: string | null;
  parent_id: string | null;
  account_name: string;
  title: string | null;
  created_at: ColumnType<Date, never, never>;
  deleted_at: Date | null;
}

export interface PermissionsTable {
  id: Generated<string>;
  identity_id: string;
  type: PermissionType;
  pool_id: string | null;
  operator_id: string | null;
  miner_id: string | null;
  role: Generated<AccessRole>;
  sections: Generated<string[]>;
  created_at: ColumnType<Date, never, never>;
}

export interface InvitesTable {
  id: Generated<string>;
  code: string;
  email: string | null;
  type: PermissionType;
  pool_id: string | null;
  operator_id: string | null;
  miner_id: string | null;
  role: Generated<AccessRole>;
  sections: Generated<string[]>;
  created_by: string | null;
  expires_at: Date;
  accepted_by: string | null;
  accepted_at: Date | null;
  created_at: ColumnType<Date, never, never>;
}

export interface PoolsTable {
  id: Generated<string>;
  name: string;
  is_current: boolean;
  created_at: ColumnType<Date, never, never>;
}

export interface AccountDeletionRequestsTable {
  id: Generated<string>;
  identity_id: string;
  miner_id: string;
  status: Generated<'open' | 'done' | 'rejected'>;
  requested_at: ColumnType<Date, never, never>;
  closed_at: Date | null;
}

export interface SchemaMigrationsTable {
  component: string;
  version: number;
  name: string;
  applied_at: ColumnType<Date, never, never>;
}

export type SeriesKind = 'pool' | 'operator' | 'miner' | 'worker';

export interface HashrateSeriesTable {
  id: Generated<number>;
  kind: SeriesKind;
  pool_id: string;
  operator_id: string | null;
  miner_id: string | null;
  worker_name: string | null;
  behaviour: Generated<'hardware' | 'boundary'>;
  first_share_at: Date | null;
  last_share_at: Date | null;
  created_at: ColumnType<Date, never, never>;
}

export interface HashrateBucketsTable {
  series_id: number;
  bucket: Date;
  accepted: number;
  rejected: number;
  shares: number;
}

/** 1-minute buckets also carry what the job has rolled up into the coarser ones, and share times. */
export interface HashrateMinuteBucketsTable extends HashrateBucketsTable {
  rolled_accepted: Generated<number>;
  rolled_rejected: Generated<number>;
  rolled_shares: Generated<number>;
  dirty: Generated<boolean>;
  first_at: Date | null;
  last_at: Date | null;
}

export interface HashrateStatsTable {
  series_id: number;
  hash_rate_15m: number;
  hash_rate_1h: number;
  hash_rate_24h: number;
  hash_rate_1w: number;
  hash_rate_30d: number;
  reject_pct_15m: number;
  computed_at: Date;
}

export interface ShareBatchesTable {
  batch_id: string;
  accepted: number;
  rejected: number;
  ignored: number;
  received_at: Date;
}

export interface WatchersTable {
  token: string;
  miner_id: string;
  created_by: string;
  name: string | null;
  sections: Generated<string[]>;
  created_at: ColumnType<Date, never, never>;
}

export interface WorkerStatusCountsTable {
  series_id: number;
  counted_at: Date;
  stable: number;
  unavailable: number;
  off: number;
  removed: number;
}
