-- Money that moves between miner accounts (product §3 "Profit split", "Profit sharing type",
-- worker behaviour; §5, §9): profit splits, referrals and hashrate transfers.

CREATE TYPE profit_sharing_type AS ENUM ('profit_sharing', 'referral');

-- A donor account gives a percent of its daily reward after fees to a recipient account.
-- Like fee schedules, an item is in force from its start date until the next item of the
-- same pair starts; percent 0 is a stop. Changes start at 00:00 UTC of the next day, so
-- history (past, current, scheduled) is the rows themselves.
CREATE TABLE profit_sharing_schedules (
  id bigserial PRIMARY KEY,
  donor_id uuid NOT NULL REFERENCES miner_accounts (id),
  recipient_id uuid NOT NULL REFERENCES miner_accounts (id),
  percent numeric(5, 2) NOT NULL CHECK (percent BETWEEN 0 AND 100),
  start_date date NOT NULL,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (donor_id <> recipient_id),
  UNIQUE (donor_id, recipient_id, start_date)
);
CREATE INDEX profit_sharing_schedules_of_recipient ON profit_sharing_schedules (recipient_id);

-- Referrals: every miner account's code (made on first read), and who referred an account
-- (recorded when the account is made, never changed).
CREATE TABLE referrer_codes (
  miner_id uuid PRIMARY KEY REFERENCES miner_accounts (id),
  code text NOT NULL UNIQUE CHECK (code ~ '^[A-Z0-9]{8}$'),
  created_at timestamptz NOT NULL DEFAULT now()
);
ALTER TABLE miner_accounts
  ADD COLUMN referrer_id uuid REFERENCES miner_accounts (id),
  ADD CONSTRAINT miner_accounts_not_own_referrer CHECK (referrer_id <> id);
CREATE INDEX miner_accounts_referred_by ON miner_accounts (referrer_id) WHERE referrer_id IS NOT NULL;

-- A payment of type profit_sharing says which sharing it is, the other account and the percent.
ALTER TABLE payments
  ADD COLUMN sharing_type profit_sharing_type,
  ADD COLUMN counterparty_miner_id uuid REFERENCES miner_accounts (id),
  ADD COLUMN share_percent numeric(5, 2),
  ADD CONSTRAINT payments_sharing_described CHECK (
    (type = 'profit_sharing') = (sharing_type IS NOT NULL AND counterparty_miner_id IS NOT NULL AND share_percent IS NOT NULL)
  );
CREATE INDEX payments_of_counterparty ON payments (account_id, counterparty_miner_id)
  WHERE counterparty_miner_id IS NOT NULL;

-- A boundary worker is hashrate another account directs to this one: that account is its source.
ALTER TABLE hashrate_series
  ADD COLUMN source_miner_id uuid REFERENCES miner_accounts (id),
  ADD CONSTRAINT hashrate_series_source_is_boundary CHECK (source_miner_id IS NULL OR behaviour = 'boundary');
CREATE INDEX hashrate_series_boundary_of_source ON hashrate_series (source_miner_id, last_share_at)
  WHERE source_miner_id IS NOT NULL;
