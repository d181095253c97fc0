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
  hashrate_20m: HashrateCarriedBucketsTable;
  hashrate_4h: HashrateBucketsTable;
  /** A view over the series' window sums and hashrate_figures_clock (migration 039): read only. */
  hashrate_stats: HashrateStatsTable;
  hashrate_figures_clock: HashrateFiguresClockTable;
  hashrate_figure_deltas: HashrateFigureDeltasTable;
  worker_status_counts: WorkerStatusCountsTable;
  share_batches: ShareBatchesTable;
  watchers: WatchersTable;
  api_keys: ApiKeysTable;
  alert_settings: AlertSettingsTable;
  alert_episodes: AlertEpisodesTable;
  navigation_preferences: NavigationPreferencesTable;
  notification_preferences: NotificationPreferencesTable;
  notification_outbox: NotificationOutboxTable;
  telegram_invites: TelegramInvitesTable;
  telegram_chats: TelegramChatsTable;
  worker_status_notices: WorkerStatusNoticesTable;
  ledger_accounts: LedgerAccountsTable;
  ledger_transfers: LedgerTransfersTable;
  ledger_entries: LedgerEntriesTable;
  reward_rates: RewardRatesTable;
  fee_schedules: FeeSchedulesTable;
  profit_sharing_schedules: ProfitSharingSchedulesTable;
  referrer_codes: ReferrerCodesTable;
  reward_runs: RewardRunsTable;
  pool_day_rates: PoolDayRatesTable;
  wallets: WalletsTable;
  wallet_addresses: WalletAddressesTable;
  wallet_limits: WalletLimitsTable;
  wallet_change_codes: WalletChangeCodesTable;
  wallet_change_code_tries: WalletChangeCodeTriesTable;
  payout_schedule: PayoutScheduleTable;
  blockchain_payout_requests: BlockchainPayoutRequestsTable;
  payments: PaymentsTable;
  found_blocks: FoundBlocksTable;
  chain_tips: ChainTipsTable;
  unallocated_funds: UnallocatedFundsTable;
  simulated_chain_transactions: SimulatedChainTransactionsTable;
  payout_transactions: PayoutTransactionsTable;
  promo_codes: PromoCodesTable;
  promo_code_users: PromoCodeUsersTable;
  promo_code_user_uses: PromoCodeUserUsesTable;
  promo_code_applications: PromoCodeApplicationsTable;
  staff_audit_log: StaffAuditLogTable;
  schema_migrations: SchemaMigrationsTable;
}

export type PermissionType = 'miner' | 'pool' | 'operator' | 'platform';
export type AccessRole = 'owner' | 'admin' | 'treasurer' | 'accountant' | 'viewer';

export interface OperatorsTable {
  id: Generated<string>;
  pool_id: string;
  name: string;
  title: string;
  /** The operator's fee on a new customer (numeric, so a string), in force from its first day. */
  customer_fee_percent: ColumnType<string, string | undefined, string>;
  created_at: ColumnType<Date, never, never>;
}

export interface MinerAccountsTable {
  id: Generated<string>;
  pool_id: string;
  operator_id: string | null;
  parent_id: string | null;
  account_name: string;
  title: string | null;
  /** Who referred the account (set when it is made). */
  referrer_id: string | null;
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
  /** A boundary worker's source: the account that directs this hashrate here. */
  source_miner_id: string | null;
  first_share_at: Date | null;
  last_share_at: Date | null;
  created_at: ColumnType<Date, never, never>;
  /** Window sums as of the figures job's last run (see hashrate_stats for the rates). */
  accepted_15m: Generated<number>;
  rejected_15m: Generated<number>;
  shares_15m: Generated<number>;
  accepted_1h: Generated<number>;
  shares_1h: Generated<number>;
  accepted_24h: Generated<number>;
  shares_24h: Generated<number>;
  accepted_1w: Generated<number>;
  shares_1w: Generated<number>;
  accepted_30d: Generated<number>;
  shares_30d: Generated<number>;
  reject_pct_15m: ColumnType<number, never, never>;
}

export interface HashrateBucketsTable {
  series_id: number;
  bucket: Date;
  accepted: number;
  rejected: number;
  shares: number;
}

/** Buckets the job carries into coarser ones: what it has carried of each, and whether it grew since. */
export interface HashrateCarriedBucketsTable extends HashrateBucketsTable {
  rolled_accepted: Generated<number>;
  rolled_rejected: Generated<number>;
  rolled_shares: Generated<number>;
  dirty: Generated<boolean>;
}

/** 1-minute buckets also carry share times. */
export interface HashrateMinuteBucketsTable extends HashrateCarriedBucketsTable {
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

export interface HashrateFiguresClockTable {
  singleton: Generated<boolean>;
  as_of: Date;
  seconds_15m: number;
  seconds_1h: number;
  seconds_24h: number;
  seconds_1w: number;
  seconds_30d: number;
}

export interface HashrateFigureDeltasTable {
  series_id: number;
  at: Date;
  accepted: number;
  rejected: number;
  shares: number;
  first_at: Date | null;
  last_at: Date | null;
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

/** A miner account's read-only API key: only its token's SHA-256 is kept. */
export interface ApiKeysTable {
  id: Generated<string>;
  miner_id: string;
  token_sha256: Buffer;
  hint: string;
  name: string;
  created_by: string;
  created_at: ColumnType<Date, never, never>;
}

/** A miner account's alert thresholds; without a row, the contract's defaults. */
export interface AlertSettingsTable {
  miner_id: string;
  hashrate_drop_enabled: boolean;
  hashrate_drop_percent: number;
  workers_down_enabled: boolean;
  workers_down_count: number;
  no_shares_enabled: boolean;
  no_shares_minutes: number;
  updated_at: Generated<Date>;
}

/** An alert whose condition holds now (its notice went when the row was inserted). */
export interface AlertEpisodesTable {
  miner_id: string;
  kind: 'hashrate_drop' | 'workers_down' | 'no_shares';
  started_at: Date;
}

/** The account panel's pinned (in order) and bookmarked permissions of one user. */
export interface NavigationPreferencesTable {
  identity_id: string;
  pinned: Generated<string[]>;
  bookmarked: Generated<string[]>;
  updated_at: Generated<Date>;
}

export interface WorkerStatusCountsTable {
  series_id: number;
  counted_at: Date;
  stable: number;
  unavailable: number;
  off: number;
  removed: number;
}

// ---------------------------------------------------------------------------
// Money (migration 007): amounts are bigint satoshi, read as numbers (database.ts parses
// INT8; every amount is below 2.1e15, exact in a double). Dates are 'YYYY-MM-DD' strings.

export type LedgerAccountKind =
  'miner' | 'operator_income' | 'pool_income' | 'reward_fund' | 'payout_clearing' | 'chain' | 'unallocated';

type Bigint = ColumnType<number, number | bigint | string, number | bigint | string>;
/** A bigint column with a default: optional on insert. */
type GeneratedBigint = ColumnType<number, number | bigint | string | undefined, number | bigint | string>;
type Numeric = ColumnType<string, string | number, string | number>;
type DateColumn = ColumnType<string, string, string>;

export interface LedgerAccountsTable {
  id: Generated<string>;
  kind: LedgerAccountKind;
  pool_id: string;
  operator_id: string | null;
  miner_id: string | null;
  balance: ColumnType<number, never, never>;
  created_at: ColumnType<Date, never, never>;
}

export interface LedgerTransfersTable {
  id: Generated<string>;
  key: string;
  kind: string;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface LedgerEntriesTable {
  id: Generated<number>;
  transfer_id: string;
  account_id: string;
  amount: Bigint;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface RewardRatesTable {
  pool_id: string;
  date: DateColumn;
  rate: Bigint;
  source: string;
  set_by: string | null;
  created_at: ColumnType<Date, never, never>;
}

export interface FeeSchedulesTable {
  id: Generated<number>;
  miner_id: string;
  kind: 'pool' | 'operator';
  percent: Numeric;
  start_date: DateColumn;
  comment: string | null;
  created_by: string | null;
  created_at: ColumnType<Date, never, never>;
}

export type ProfitSharingType = 'profit_sharing' | 'referral';

export interface ProfitSharingSchedulesTable {
  id: Generated<number>;
  donor_id: string;
  recipient_id: string;
  percent: Numeric;
  start_date: DateColumn;
  created_by: string | null;
  created_at: ColumnType<Date, never, never>;
}

export interface ReferrerCodesTable {
  miner_id: string;
  code: string;
  created_at: ColumnType<Date, never, never>;
}

export interface RewardRunsTable {
  pool_id: string;
  pool_day: DateColumn;
  rate: Bigint;
  started_at: ColumnType<Date, never, never>;
  completed_at: Date | null;
}

/** The BTC price of a pool day, as the reward run read it (016_pool_day_rates.sql). */
export interface PoolDayRatesTable {
  pool_id: string;
  pool_day: DateColumn;
  symbol: 'BTCUSDT' | 'BTCRUB';
  price: Numeric;
  source: string;
  fetched_at: Date;
}

export interface WalletsTable {
  id: Generated<string>;
  miner_id: string;
  currency: Generated<'BTC'>;
  created_at: ColumnType<Date, never, never>;
}

export interface WalletAddressesTable {
  id: Generated<number>;
  wallet_id: string;
  address: string;
  created_by: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface WalletLimitsTable {
  id: Generated<number>;
  wallet_id: string;
  kind: 'min' | 'max';
  amount: Bigint;
  created_by: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface WalletChangeCodesTable {
  wallet_id: string;
  identity_id: string;
  session_id: string;
  kind: 'address' | 'min_payment' | 'max_payment' | 'profit_sharing';
  value: string;
  code_hash: string;
  expires_at: Date;
  attempts: Generated<number>;
  used_at: Date | null;
  sends: Generated<number>;
  window_started_at: Date;
}

export interface WalletChangeCodeTriesTable {
  subject: string;
  day: DateColumn;
  tries: number;
}

export type FeeLevel = 'LOW' | 'MEDIUM' | 'HIGH';

export interface PayoutScheduleTable {
  pool_id: string;
  date: DateColumn;
  fee_level: Generated<FeeLevel>;
  fee_per_vbyte: number | null;
  processed_at: Date | null;
  updated_at: Generated<Date>;
}

export type BlockchainPayoutStatus = 'created' | 'sent' | 'completed' | 'canceled' | 'failed';

export interface BlockchainPayoutRequestsTable {
  id: Generated<string>;
  pool_id: string;
  date: DateColumn;
  status: Generated<BlockchainPayoutStatus>;
  amount: GeneratedBigint;
  payouts: Generated<number>;
  fee_level: FeeLevel;
  fee_per_vbyte: number | null;
  tx_id: string | null;
  confirmations: Generated<number>;
  error: string | null;
  attempts: Generated<number>;
  send_started_at: Date | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export type PaymentTypeColumn =
  | 'reward'
  | 'payout'
  | 'profit_sharing'
  | 'virtual_mining_transfer'
  | 'virtual_mining_reward'
  | 'virtual_mining_topup'
  | 'transfer';

export interface PaymentsTable {
  id: Generated<string>;
  account_id: string;
  type: PaymentTypeColumn;
  direction: 'incoming' | 'outgoing';
  status: 'pending' | 'canceled' | 'completed';
  amount: Bigint;
  pool_day: DateColumn | null;
  transfer_id: string | null;
  hash_rate: number | null;
  rate: Bigint | null;
  gross: Bigint | null;
  fee_percent: Numeric | null;
  fee: Bigint | null;
  operator_fee: Bigint | null;
  address: string | null;
  payout_request_id: string | null;
  /** Migration 029: the part (chain transaction) of its request a payout goes out in. */
  payout_part: number | null;
  /** profit_sharing payments: which sharing, the other account, the percent applied. */
  sharing_type: ProfitSharingType | null;
  counterparty_miner_id: string | null;
  share_percent: Numeric | null;
  promo_code: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface UnallocatedFundsTable {
  id: Generated<string>;
  pool_id: string;
  tx_id: string;
  vout: number;
  amount: Bigint;
  from_address: string | null;
  received_at: Date;
  status: Generated<'unallocated' | 'refunded'>;
  refund_address: string | null;
  refund_tx_id: string | null;
  refunded_at: Date | null;
  /** Migration 009: when a refund was claimed (its send started); null when none is under way. */
  refund_started_at: Date | null;
}

export interface SimulatedChainTransactionsTable {
  tx_id: string;
  request_key: string | null;
  direction: 'incoming' | 'outgoing';
  outputs: ColumnType<unknown, string, string>;
  amount: Bigint;
  fee: GeneratedBigint;
  from_address: string | null;
  broadcast_at: Date;
  /** Migration 029: outgoing transactions' size, fee rate and fee-bump replacement. */
  vsize: number | null;
  fee_rate: number | null;
  replaced_by: string | null;
}

export type PayoutTransactionState = 'planned' | 'mempool' | 'confirmed' | 'replaced' | 'returned';

/** Chain transactions of a payout request (migration 029). */
export interface PayoutTransactionsTable {
  id: Generated<number>;
  request_id: string;
  part: number;
  tx_id: string | null;
  outputs: number;
  amount: Bigint;
  vsize: number | null;
  fee_rate: number | null;
  fee: Bigint | null;
  confirmations: Generated<number>;
  state: Generated<PayoutTransactionState>;
  replaced_by: string | null;
  sent_height: number | null;
  bump_started_at: Date | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

// Blocks found (migration 011).
export interface FoundBlocksTable {
  id: Generated<string>;
  pool_id: string;
  miner_id: string | null;
  account_name: string;
  worker_name: string;
  height: number;
  hash: string;
  reward: Bigint;
  found_at: Date;
  reject_reason: string | null;
  created_at: Generated<Date>;
  /** As Bitcoin Core last counted them (the blocks job); NULL: not followed against a node. */
  confirmations: number | null;
  /** Off the best chain when the node was last asked. */
  orphaned: Generated<boolean>;
  followed_at: Date | null;
}

export interface ChainTipsTable {
  pool_id: string;
  height: number;
  updated_at: Generated<Date>;
}

// ---------------------------------------------------------------------------
// The staff desk (migration 017): promo codes and the audit log of staff's user actions.

export interface PromoCodesTable {
  id: Generated<string>;
  code: string;
  effective_from: Date;
  effective_to: Date | null;
  status: 'active' | 'inactive';
  type: 'welcome' | 'loyalty' | 'universal';
  fee_type: 'abs' | 'rel';
  value: Numeric;
  user_restriction: Generated<boolean>;
  usage_limit: number | null;
  user_usage_limit: number | null;
  uses: Generated<number>;
  duration_days: number | null;
  perpetual: Generated<boolean>;
  description: string | null;
  created_by: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface PromoCodeUsersTable {
  promo_code_id: string;
  identity_id: string;
  email: string;
}

export interface PromoCodeUserUsesTable {
  promo_code_id: string;
  identity_id: string;
  uses: number;
}

export interface PromoCodeApplicationsTable {
  id: Generated<string>;
  promo_code_id: string;
  miner_id: string;
  identity_id: string;
  starts_on: DateColumn;
  ends_on: DateColumn | null;
  applied_at: Date;
}

export interface StaffAuditLogTable {
  id: Generated<number>;
  pool_id: string | null;
  actor_id: string;
  action: string;
  subject_id: string;
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: Date;
}

export interface NotificationPreferencesTable {
  identity_id: string;
  event: string;
  channel: string;
  enabled: boolean;
  updated_at: Generated<Date>;
}

export interface NotificationOutboxTable {
  id: Generated<number>;
  idempotency_key: string;
  identity_id: string;
  channel: string;
  event: string;
  payload: unknown;
  status: Generated<string>;
  attempts: Generated<number>;
  next_attempt_at: Generated<Date>;
  last_error: string | null;
  created_at: Generated<Date>;
  sent_at: Date | null;
}

export interface TelegramInvitesTable {
  code: string;
  identity_id: string;
  created_at: Generated<Date>;
  expires_at: Date;
  used_at: Date | null;
}

export interface TelegramChatsTable {
  identity_id: string;
  chat_id: number;
  username: string | null;
  linked_at: Generated<Date>;
}

export interface WorkerStatusNoticesTable {
  miner_id: string;
  reported_down: Generated<string[]>;
  pending_since: Date | null;
  last_sent_at: Date | null;
}
