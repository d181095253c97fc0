-- Monitoring (product §3, §9): shares arrive in batches, are summed into time buckets per
-- series, and every read (charts, tables, cards) reads those sums, never shares.

-- A series is whatever hashrate is reported for: the pool, an operator, a miner account
-- or one worker. A worker is the series of kind 'worker' (its name is unique within its
-- miner account). Every series carries its account chain (pool, operator, miner), so a
-- pool's or an operator's workers are found without joins.
CREATE TYPE series_kind AS ENUM ('pool', 'operator', 'miner', 'worker');
CREATE TYPE worker_behaviour AS ENUM ('hardware', 'boundary');

CREATE TABLE hashrate_series (
  id bigserial PRIMARY KEY,
  kind series_kind NOT NULL,
  pool_id uuid NOT NULL REFERENCES pools (id),
  operator_id uuid REFERENCES operators (id),
  miner_id uuid REFERENCES miner_accounts (id),
  worker_name text CHECK (worker_name ~ '^[A-Za-z0-9_-]{1,64}$'),
  -- hardware: a rig; boundary: hashrate transferred from another account (product §3).
  behaviour worker_behaviour NOT NULL DEFAULT 'hardware',
  first_share_at timestamptz,
  last_share_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'worker') = (worker_name IS NOT NULL)),
  CHECK ((kind IN ('miner', 'worker')) = (miner_id IS NOT NULL)),
  CHECK (kind <> 'operator' OR operator_id IS NOT NULL)
);
CREATE UNIQUE INDEX hashrate_series_of_pool ON hashrate_series (pool_id) WHERE kind = 'pool';
CREATE UNIQUE INDEX hashrate_series_of_operator ON hashrate_series (operator_id) WHERE kind = 'operator';
CREATE UNIQUE INDEX hashrate_series_of_miner ON hashrate_series (miner_id) WHERE kind = 'miner';
CREATE UNIQUE INDEX hashrate_series_worker_name ON hashrate_series (miner_id, worker_name) WHERE kind = 'worker';
-- Worker status is a range of last_share_at (see rules.ts): counts and status filters of
-- a miner, operator or pool are index range scans.
CREATE INDEX hashrate_series_workers_of_miner ON hashrate_series (miner_id, last_share_at) WHERE kind = 'worker';
CREATE INDEX hashrate_series_workers_of_operator ON hashrate_series (operator_id, last_share_at)
  WHERE kind = 'worker' AND operator_id IS NOT NULL;
CREATE INDEX hashrate_series_workers_of_pool ON hashrate_series (pool_id, last_share_at) WHERE kind = 'worker';

-- Sums per series and bucket at the three resolutions the reads need (product §9):
--   1 minute  (kept 3 hours):  15-minute and 1-hour charts, 15m/1h table figures
--   20 minutes (kept 2 days):  1-day chart, 24h figures
--   4 hours   (kept 35 days for workers, 400 days for accounts): 7-day chart, 1w/30d figures
-- accepted/rejected are sums of share difficulty; hashrate = accepted × 2^32 / seconds.
-- No foreign key to hashrate_series: these are the hottest tables and retention deletes
-- from them in bulk; rows only ever come from ingestion, which resolves the series first.
CREATE TABLE hashrate_1m (
  series_id bigint NOT NULL,
  bucket timestamptz NOT NULL,
  accepted double precision NOT NULL,
  rejected double precision NOT NULL,
  shares integer NOT NULL,
  PRIMARY KEY (series_id, bucket)
);
CREATE TABLE hashrate_20m (LIKE hashrate_1m INCLUDING ALL);
CREATE TABLE hashrate_4h (LIKE hashrate_1m INCLUDING ALL);
-- Retention deletes by age; rows arrive roughly in time order, so BRIN indexes stay tiny.
CREATE INDEX hashrate_1m_age ON hashrate_1m USING brin (bucket);
CREATE INDEX hashrate_20m_age ON hashrate_20m USING brin (bucket);
CREATE INDEX hashrate_4h_age ON hashrate_4h USING brin (bucket);

-- The table figures of every series (15m, 1h, 24h, 1w, 30d hashrate and 15m rejects),
-- recomputed from the buckets every minute, so worker tables sort by them in SQL.
CREATE TABLE hashrate_stats (
  series_id bigint PRIMARY KEY,
  hash_rate_15m double precision NOT NULL,
  hash_rate_1h double precision NOT NULL,
  hash_rate_24h double precision NOT NULL,
  hash_rate_1w double precision NOT NULL,
  hash_rate_30d double precision NOT NULL,
  reject_pct_15m double precision NOT NULL,
  computed_at timestamptz NOT NULL
);

-- Batch ids seen in the last days: a batch sent twice counts once.
CREATE TABLE share_batches (
  batch_id text PRIMARY KEY,
  accepted integer NOT NULL,
  rejected integer NOT NULL,
  ignored integer NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX share_batches_age ON share_batches USING brin (received_at);

-- Read-only links to one miner account's monitoring (product §1 "Watchers"). The token is
-- the link, shown again in the owner's list, so it is stored as issued (like an API key
-- the owner can copy); revoking deletes it.
CREATE TABLE watchers (
  token text PRIMARY KEY CHECK (token ~ '^[A-Za-z0-9_-]{16,128}$'),
  miner_id uuid NOT NULL REFERENCES miner_accounts (id),
  created_by uuid NOT NULL,
  name text CHECK (name IS NULL OR length(name) BETWEEN 1 AND 100),
  sections text[] NOT NULL DEFAULT ARRAY['section_workers_read', 'section_payments_read']::text[],
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX watchers_of_miner ON watchers (miner_id);
CREATE INDEX watchers_created_by ON watchers (created_by);
