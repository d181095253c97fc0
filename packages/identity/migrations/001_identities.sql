-- Identity service (Ory Kratos protocol): identities, credentials, sessions, self-service flows,
-- courier outbox and rate-limit counters. All secrets (session tokens, codes) are stored hashed.

CREATE TABLE identity_identities (
  id uuid PRIMARY KEY,
  email text NOT NULL,
  traits jsonb NOT NULL,
  email_verified_at timestamptz,
  state text NOT NULL DEFAULT 'active',
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
-- Identifiers are case-insensitive: one account per lower-cased address.
CREATE UNIQUE INDEX identity_identities_email_key ON identity_identities (lower(email));

-- One row per method: password (config.hash), totp (config.secret), lookup_secret (config.codes), webauthn (config.credentials).
CREATE TABLE identity_credentials (
  identity_id uuid NOT NULL REFERENCES identity_identities (id) ON DELETE CASCADE,
  type text NOT NULL,
  config jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (identity_id, type)
);

CREATE TABLE identity_sessions (
  id uuid PRIMARY KEY,
  token_hash bytea NOT NULL UNIQUE,
  logout_token_hash bytea NOT NULL UNIQUE,
  identity_id uuid NOT NULL REFERENCES identity_identities (id) ON DELETE CASCADE,
  active boolean NOT NULL DEFAULT true,
  aal text NOT NULL,
  authentication_methods jsonb NOT NULL,
  authenticated_at timestamptz NOT NULL,
  issued_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  ip_address text,
  user_agent text
);
CREATE INDEX identity_sessions_identity_idx ON identity_sessions (identity_id, issued_at);
CREATE INDEX identity_sessions_expires_idx ON identity_sessions (expires_at);

CREATE TABLE identity_flows (
  id uuid PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('login', 'registration', 'settings', 'recovery', 'verification')),
  type text NOT NULL CHECK (type IN ('browser', 'api')),
  state text NOT NULL,
  csrf_token text NOT NULL,
  identity_id uuid REFERENCES identity_identities (id) ON DELETE CASCADE,
  request_url text NOT NULL,
  return_to text,
  -- Per-kind protocol fields (refresh, requested_aal, active, continue_with) and server-side state
  -- (submitted values, node messages, hashed codes, pending secrets).
  data jsonb NOT NULL,
  issued_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX identity_flows_expires_idx ON identity_flows (expires_at);

CREATE TABLE identity_errors (
  id uuid PRIMARY KEY,
  error jsonb NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX identity_errors_created_idx ON identity_errors (created_at);

CREATE TABLE identity_courier_messages (
  id uuid PRIMARY KEY,
  -- Insertion order: created_at may repeat under an injected clock.
  seq bigserial NOT NULL,
  recipient text NOT NULL,
  template_type text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  status text NOT NULL CHECK (status IN ('queued', 'sent', 'abandoned')),
  created_at timestamptz NOT NULL,
  sent_at timestamptz
);
CREATE INDEX identity_courier_messages_recipient_idx ON identity_courier_messages (lower(recipient), seq);

-- Fixed-window counters shared by every server instance.
CREATE TABLE identity_rate_limits (
  key text NOT NULL,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL,
  PRIMARY KEY (key, window_start)
);
CREATE INDEX identity_rate_limits_window_idx ON identity_rate_limits (window_start);
