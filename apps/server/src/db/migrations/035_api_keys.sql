-- Read-only API keys of a miner account: a monitoring tool reads the account's hashrate,
-- workers and payments with one. Only the SHA-256 of a token is kept, so a copy of the
-- database opens nothing; the hint (its first characters) tells keys apart in the list.
CREATE TABLE api_keys (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  miner_id uuid NOT NULL REFERENCES miner_accounts (id),
  token_sha256 bytea NOT NULL UNIQUE CHECK (length(token_sha256) = 32),
  hint text NOT NULL CHECK (length(hint) BETWEEN 1 AND 16),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 64),
  created_by uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX api_keys_of_miner ON api_keys (miner_id, created_at);
