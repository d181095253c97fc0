-- Money (product §3, §9): a double-entry ledger in integer satoshi, the payments users see,
-- wallets with their payout limits, fee schedules, reward rates, the payout schedule,
-- blockchain payout requests and unallocated funds.
--
-- Rules the schema itself enforces, so no code path can break them:
--   * every balance is the sum of its account's entries (a trigger adds each entry);
--   * the entries of one transfer sum to zero (checked at commit);
--   * entries are never updated or deleted;
--   * no account but the pool's reward fund and the chain goes below zero;
--   * a movement happens once: every transfer has a unique idempotency key, and a reward
--     or a payout is unique per account and pool day.

CREATE TYPE ledger_account_kind AS ENUM (
  'miner',            -- a miner account's balance: what it will be paid
  'operator_income',  -- an operator's fees from its customers
  'pool_income',      -- the pool's fees
  'reward_fund',      -- where FPPS rewards come from: the pool's own funds (may go negative)
  'payout_clearing',  -- payouts created or sent, not yet confirmed
  'chain',            -- the world outside: coins that left or entered the pool's wallet (may go negative)
  'unallocated'       -- coins received that belong to no account, until refunded
);

CREATE TABLE ledger_accounts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind ledger_account_kind NOT NULL,
  pool_id uuid NOT NULL REFERENCES pools (id),
  operator_id uuid REFERENCES operators (id),
  miner_id uuid REFERENCES miner_accounts (id),
  balance bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (balance >= 0 OR kind IN ('reward_fund', 'chain')),
  CHECK ((kind = 'miner') = (miner_id IS NOT NULL)),
  CHECK ((kind = 'operator_income') = (operator_id IS NOT NULL))
);
CREATE UNIQUE INDEX ledger_accounts_of_miner ON ledger_accounts (miner_id) WHERE kind = 'miner';
CREATE UNIQUE INDEX ledger_accounts_of_operator ON ledger_accounts (operator_id) WHERE kind = 'operator_income';
CREATE UNIQUE INDEX ledger_accounts_of_pool ON ledger_accounts (pool_id, kind)
  WHERE kind NOT IN ('miner', 'operator_income');

-- One movement of money. `key` names the business event ("reward:<miner>:<day>"), so a
-- job that runs twice, or on two instances at once, moves the money once.
CREATE TABLE ledger_transfers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  key text NOT NULL UNIQUE CHECK (length(key) BETWEEN 1 AND 200),
  kind text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE ledger_entries (
  id bigserial PRIMARY KEY,
  transfer_id uuid NOT NULL REFERENCES ledger_transfers (id),
  account_id uuid NOT NULL REFERENCES ledger_accounts (id),
  amount bigint NOT NULL CHECK (amount <> 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_entries_of_account ON ledger_entries (account_id, id);
CREATE INDEX ledger_entries_of_transfer ON ledger_entries (transfer_id);

CREATE FUNCTION ledger_apply_entry() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ledger_accounts SET balance = balance + NEW.amount WHERE id = NEW.account_id;
  RETURN NULL;
END $$;
CREATE TRIGGER ledger_entries_apply AFTER INSERT ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_apply_entry();

CREATE FUNCTION ledger_entries_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger entries are never changed or removed; post a reversing transfer';
END $$;
CREATE TRIGGER ledger_entries_no_change BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_immutable();

CREATE FUNCTION ledger_transfer_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE total numeric;
BEGIN
  SELECT sum(amount) INTO total FROM ledger_entries WHERE transfer_id = NEW.transfer_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'ledger transfer % does not balance: %', NEW.transfer_id, total;
  END IF;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_transfer_balanced();

-- Reward rates set by the platform (product §3), satoshi per TH/s per pool day. A rate stays
-- in force for later days until another is set.
CREATE TABLE reward_rates (
  pool_id uuid NOT NULL REFERENCES pools (id),
  date date NOT NULL,
  rate bigint NOT NULL CHECK (rate > 0),
  source text NOT NULL,
  set_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (pool_id, date)
);

-- Fee schedules per miner account (product §3 "Fee"): the pool's fee, and an operator's fee
-- for its customers. An item is in force from its start date until the next item starts.
CREATE TYPE fee_kind AS ENUM ('pool', 'operator');
CREATE TABLE fee_schedules (
  id bigserial PRIMARY KEY,
  miner_id uuid NOT NULL REFERENCES miner_accounts (id),
  kind fee_kind NOT NULL,
  percent numeric(5, 2) NOT NULL CHECK (percent BETWEEN 0 AND 100),
  start_date date NOT NULL,
  comment text CHECK (comment IS NULL OR length(comment) <= 200),
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (miner_id, kind, start_date)
);

-- One run of the daily reward job per pool day: which rate it used and whether it
-- finished. The per-account uniqueness of rewards is what makes a rerun credit nothing.
CREATE TABLE reward_runs (
  pool_id uuid NOT NULL REFERENCES pools (id),
  pool_day date NOT NULL,
  rate bigint NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz,
  PRIMARY KEY (pool_id, pool_day)
);

-- Wallets of miner accounts (product §3 "a wallets list (the first is used)"), with the
-- history of their addresses and payout limits: the newest row is in force.
CREATE TABLE wallets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  miner_id uuid NOT NULL UNIQUE REFERENCES miner_accounts (id),
  currency text NOT NULL DEFAULT 'BTC' CHECK (currency = 'BTC'),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE wallet_addresses (
  id bigserial PRIMARY KEY,
  wallet_id uuid NOT NULL REFERENCES wallets (id),
  address text NOT NULL CHECK (length(address) BETWEEN 1 AND 100),
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wallet_addresses_of_wallet ON wallet_addresses (wallet_id, id DESC);
CREATE TYPE wallet_limit_kind AS ENUM ('min', 'max');
CREATE TABLE wallet_limits (
  id bigserial PRIMARY KEY,
  wallet_id uuid NOT NULL REFERENCES wallets (id),
  kind wallet_limit_kind NOT NULL,
  amount bigint NOT NULL CHECK (amount >= 0),
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wallet_limits_of_wallet ON wallet_limits (wallet_id, kind, id DESC);

-- The daily payout runs (product §3 "Payout schedule"): one row per pool and date, made
-- when the platform changes its fee settings or when the run starts.
CREATE TYPE fee_level AS ENUM ('LOW', 'MEDIUM', 'HIGH');
CREATE TABLE payout_schedule (
  pool_id uuid NOT NULL REFERENCES pools (id),
  date date NOT NULL,
  fee_level fee_level NOT NULL DEFAULT 'MEDIUM',
  fee_per_vbyte integer CHECK (fee_per_vbyte IS NULL OR fee_per_vbyte BETWEEN 1 AND 10000),
  processed_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (pool_id, date)
);

-- Payouts of one run, sent as one blockchain transaction (product §3 statuses).
-- send_started_at is set before the chain is asked to send, so a restart knows the
-- transaction may exist and asks the chain (by request id) instead of sending again.
CREATE TYPE blockchain_payout_status AS ENUM ('created', 'sent', 'completed', 'canceled', 'failed');
CREATE TABLE blockchain_payout_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  pool_id uuid NOT NULL REFERENCES pools (id),
  date date NOT NULL,
  status blockchain_payout_status NOT NULL DEFAULT 'created',
  amount bigint NOT NULL DEFAULT 0 CHECK (amount >= 0),
  payouts integer NOT NULL DEFAULT 0,
  fee_level fee_level NOT NULL,
  fee_per_vbyte integer,
  tx_id text,
  confirmations integer NOT NULL DEFAULT 0,
  error text,
  attempts integer NOT NULL DEFAULT 0,
  send_started_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (pool_id, date)
);
CREATE INDEX blockchain_payout_requests_by_status ON blockchain_payout_requests (status) WHERE status IN ('created', 'sent', 'failed');

-- What users see in their payments table (product §3): one row per reward, payout or fee
-- income of a ledger account, with the transfer that moved the money.
CREATE TYPE payment_type AS ENUM (
  'reward', 'payout', 'profit_sharing', 'virtual_mining_transfer', 'virtual_mining_reward',
  'virtual_mining_topup', 'transfer'
);
CREATE TYPE payment_direction AS ENUM ('incoming', 'outgoing');
CREATE TYPE payment_status AS ENUM ('pending', 'canceled', 'completed');
CREATE TABLE payments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES ledger_accounts (id),
  type payment_type NOT NULL,
  direction payment_direction NOT NULL,
  status payment_status NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  pool_day date,
  transfer_id uuid REFERENCES ledger_transfers (id),
  -- Rewards: how FPPS computed them (hash_rate in H/s, rate in satoshi per TH/s).
  hash_rate double precision,
  rate bigint,
  gross bigint,
  fee_percent numeric(5, 2),
  fee bigint,
  operator_fee bigint,
  -- Payouts: where the coins went and with which request.
  address text,
  payout_request_id uuid REFERENCES blockchain_payout_requests (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX payments_once_per_day ON payments (account_id, type, pool_day)
  WHERE pool_day IS NOT NULL AND type IN ('reward', 'payout');
CREATE INDEX payments_of_account ON payments (account_id, created_at DESC, id DESC);
CREATE INDEX payments_of_request ON payments (payout_request_id) WHERE payout_request_id IS NOT NULL;

-- Coins the pool's wallet received that belong to no account (a deposit nobody can be
-- matched to); the platform refunds them (product §7).
CREATE TYPE unallocated_funds_status AS ENUM ('unallocated', 'refunded');
CREATE TABLE unallocated_funds (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  pool_id uuid NOT NULL REFERENCES pools (id),
  tx_id text NOT NULL,
  vout integer NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  from_address text,
  received_at timestamptz NOT NULL,
  status unallocated_funds_status NOT NULL DEFAULT 'unallocated',
  refund_address text,
  refund_tx_id text,
  refunded_at timestamptz,
  UNIQUE (tx_id, vout)
);

-- The embedded simulated chain (the default when no Bitcoin Core is configured): sent
-- transactions, keyed by the request that sent them, so sending twice returns the same
-- transaction; and incoming deposits. Confirmations follow from the broadcast time.
CREATE TABLE simulated_chain_transactions (
  tx_id text PRIMARY KEY,
  request_key text UNIQUE,
  direction payment_direction NOT NULL,
  outputs jsonb NOT NULL,
  amount bigint NOT NULL,
  fee bigint NOT NULL DEFAULT 0,
  from_address text,
  broadcast_at timestamptz NOT NULL
);
