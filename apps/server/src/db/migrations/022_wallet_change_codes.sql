-- Codes e-mailed to confirm a payout wallet change by a user without a second factor:
-- one open code per wallet and user, for one change (the kind and the new value). Only the
-- code's SHA-256 is kept. A try is one UPDATE that counts it and, on a match, uses the code, so
-- concurrent wrong tries can never exceed the limit and a code confirms one change. Sends are
-- counted per hour in the same row, by the upsert that replaces the code.
CREATE TABLE wallet_change_codes (
  wallet_id uuid NOT NULL REFERENCES wallets (id) ON DELETE CASCADE,
  identity_id uuid NOT NULL,
  kind text NOT NULL CHECK (kind IN ('address', 'min_payment', 'max_payment')),
  value text NOT NULL CHECK (length(value) BETWEEN 1 AND 100),
  code_hash text NOT NULL CHECK (code_hash ~ '^[0-9a-f]{64}$'),
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  used_at timestamptz,
  -- Codes sent since window_started_at (the hour the send limit counts in).
  sends integer NOT NULL DEFAULT 1 CHECK (sends >= 1),
  window_started_at timestamptz NOT NULL,
  PRIMARY KEY (wallet_id, identity_id)
);
