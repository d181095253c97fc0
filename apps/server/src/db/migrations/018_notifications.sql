-- Notifications by e-mail and Telegram (product §3 notification preferences).

-- The switches a user changed from the defaults (the defaults live in the contract): one row
-- per identity, event and channel, written by one upsert per save.
CREATE TABLE notification_preferences (
  identity_id uuid NOT NULL,
  event text NOT NULL CHECK (event IN (
    'delete-miner', 'miner-payout', 'miner-reward', 'miner-wallet-address-changed',
    'miner-wallet-minpay-changed', 'user-login', 'worker-status-changed'
  )),
  channel text NOT NULL CHECK (channel IN ('email', 'telegram')),
  enabled boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (identity_id, event, channel)
);

-- The durable outbox: one row per occurrence, recipient and channel. The unique key makes a
-- second emission of the same occurrence (a rerun of the reward day, a retried request) a
-- no-op; the job queue drains due rows, claiming each with a lease so two instances never
-- send the same row, and retries failures with backoff.
CREATE TABLE notification_outbox (
  id bigserial PRIMARY KEY,
  idempotency_key text NOT NULL CHECK (length(idempotency_key) BETWEEN 1 AND 300),
  identity_id uuid NOT NULL,
  channel text NOT NULL CHECK (channel IN ('email', 'telegram')),
  event text NOT NULL,
  payload jsonb NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed', 'dropped')),
  attempts integer NOT NULL DEFAULT 0,
  -- New rows are due at once, whatever the clock of the process that drains them says.
  next_attempt_at timestamptz NOT NULL DEFAULT '-infinity',
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE UNIQUE INDEX notification_outbox_once ON notification_outbox (idempotency_key, identity_id, channel);
CREATE INDEX notification_outbox_due ON notification_outbox (next_attempt_at) WHERE status = 'pending';

-- One-time Telegram deep-link codes (15 minutes); used_at is set by the /start that links.
CREATE TABLE telegram_invites (
  code text PRIMARY KEY CHECK (length(code) BETWEEN 16 AND 64),
  identity_id uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX telegram_invites_identity ON telegram_invites (identity_id, expires_at DESC);

-- The chat a user linked: one per identity.
CREATE TABLE telegram_chats (
  identity_id uuid PRIMARY KEY,
  chat_id bigint NOT NULL,
  username text,
  linked_at timestamptz NOT NULL DEFAULT now()
);

-- Worker status notices, per miner account: the workers the last notice left down (by
-- name), since when a change waits to be told (the grouping window) and when the last notice
-- went (the quiet period), so a power cut gives one message and a flapping rig cannot spam.
CREATE TABLE worker_status_notices (
  miner_id uuid PRIMARY KEY REFERENCES miner_accounts (id),
  reported_down text[] NOT NULL DEFAULT '{}',
  pending_since timestamptz,
  last_sent_at timestamptz
);
