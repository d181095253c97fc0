-- Blocks the pool's miners found: a stratum node reports each block candidate
-- it offered to bitcoind, once (the hash is unique, so a retried report changes nothing).
-- The finder's name is kept as typed at the rig; miner_id links it while the account lives.
CREATE TABLE found_blocks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  pool_id uuid NOT NULL REFERENCES pools (id),
  miner_id uuid REFERENCES miner_accounts (id),
  account_name text NOT NULL CHECK (length(account_name) BETWEEN 1 AND 64),
  worker_name text NOT NULL CHECK (length(worker_name) BETWEEN 1 AND 64),
  height integer NOT NULL CHECK (height >= 0),
  hash text NOT NULL UNIQUE CHECK (hash ~ '^[0-9a-f]{64}$'),
  reward bigint NOT NULL CHECK (reward >= 0),
  found_at timestamptz NOT NULL,
  -- bitcoind's refusal (e.g. stale-prevblk); NULL when it took the block.
  reject_reason text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX found_blocks_pool_newest ON found_blocks (pool_id, height DESC, found_at DESC);

-- The height of the chain's tip as the pool's stratum nodes last saw it: confirmations of
-- found blocks count from it. Several nodes report; the highest wins (GREATEST on upsert).
CREATE TABLE chain_tips (
  pool_id uuid PRIMARY KEY REFERENCES pools (id),
  height integer NOT NULL CHECK (height >= 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);
