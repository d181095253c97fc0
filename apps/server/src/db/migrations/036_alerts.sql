-- Alerts with thresholds (a miner account's hashrate drop, workers down, no shares). An
-- account without a row has the defaults of the contract (all on).
CREATE TABLE alert_settings (
  miner_id uuid PRIMARY KEY REFERENCES miner_accounts (id),
  hashrate_drop_enabled boolean NOT NULL,
  hashrate_drop_percent integer NOT NULL CHECK (hashrate_drop_percent BETWEEN 5 AND 95),
  workers_down_enabled boolean NOT NULL,
  workers_down_count integer NOT NULL CHECK (workers_down_count BETWEEN 0 AND 100000),
  no_shares_enabled boolean NOT NULL,
  no_shares_minutes integer NOT NULL CHECK (no_shares_minutes BETWEEN 5 AND 1440),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- One row per alert whose condition holds now: inserted when it starts (the insert that
-- adds it queues the notice, so an episode is told once however many runs overlap), deleted
-- when the condition ends (the next start is a new episode).
CREATE TABLE alert_episodes (
  miner_id uuid NOT NULL REFERENCES miner_accounts (id),
  kind text NOT NULL CHECK (kind IN ('hashrate_drop', 'workers_down', 'no_shares')),
  started_at timestamptz NOT NULL,
  PRIMARY KEY (miner_id, kind)
);
