-- Accounts and who may act on them (product §3, §6). Identity ids come from the identity
-- service; there is no foreign key to its tables, because with an external Ory Kratos
-- (IDENTITY_URL) those tables live in another database.

-- Operators: data centres and hashrate managers with their own customers. `title` is
-- the public handle of the operator-branded sign-in (/{operatorId}/auth).
CREATE TABLE operators (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  pool_id uuid NOT NULL REFERENCES pools (id),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  title text NOT NULL UNIQUE CHECK (title ~ '^[a-z0-9]{2,32}$'),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Miner accounts: a pool's direct miners, an operator's customers (operator_id) and
-- sub-accounts of either (parent_id). Names are unique regardless of case.
CREATE TABLE miner_accounts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  pool_id uuid NOT NULL REFERENCES pools (id),
  operator_id uuid REFERENCES operators (id),
  parent_id uuid REFERENCES miner_accounts (id),
  account_name text NOT NULL CHECK (account_name ~ '^[A-Za-z0-9_]{3,64}$'),
  title text CHECK (title IS NULL OR length(title) BETWEEN 1 AND 100),
  created_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX miner_accounts_name_unique ON miner_accounts (lower(account_name));
CREATE INDEX miner_accounts_operator ON miner_accounts (operator_id) WHERE operator_id IS NOT NULL;
CREATE INDEX miner_accounts_parent ON miner_accounts (parent_id) WHERE parent_id IS NOT NULL;

CREATE TYPE permission_type AS ENUM ('miner', 'pool', 'operator', 'platform');
CREATE TYPE access_role AS ENUM ('owner', 'admin', 'treasurer', 'accountant', 'viewer');

-- A user's access to one account. Exactly the target column of its type is set; a
-- platform permission has none (it covers the platform area).
CREATE TABLE permissions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  identity_id uuid NOT NULL,
  type permission_type NOT NULL,
  pool_id uuid REFERENCES pools (id),
  operator_id uuid REFERENCES operators (id),
  miner_id uuid REFERENCES miner_accounts (id),
  role access_role NOT NULL DEFAULT 'owner',
  sections text[] NOT NULL DEFAULT '{}' CHECK (
    sections <@ ARRAY[
      'section_payments_read', 'section_workers_read', 'section_virtual_mining_read',
      'section_referrals_read', 'section_permissions_read', 'total_fee_hide'
    ]::text[]
  ),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((type = 'pool') = (pool_id IS NOT NULL)),
  CHECK ((type = 'operator') = (operator_id IS NOT NULL)),
  CHECK ((type = 'miner') = (miner_id IS NOT NULL))
);
CREATE UNIQUE INDEX permissions_unique_target ON permissions (
  identity_id, type, coalesce(pool_id, operator_id, miner_id, '00000000-0000-0000-0000-000000000000'::uuid)
);
CREATE INDEX permissions_identity ON permissions (identity_id);

-- Invitations to an account: accepting one grants the described permission.
CREATE TABLE invites (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  code text NOT NULL UNIQUE CHECK (length(code) BETWEEN 16 AND 128),
  email text,
  type permission_type NOT NULL,
  pool_id uuid REFERENCES pools (id),
  operator_id uuid REFERENCES operators (id),
  miner_id uuid REFERENCES miner_accounts (id),
  role access_role NOT NULL DEFAULT 'viewer',
  sections text[] NOT NULL DEFAULT '{}',
  created_by uuid,
  expires_at timestamptz NOT NULL,
  accepted_by uuid,
  accepted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((type = 'pool') = (pool_id IS NOT NULL)),
  CHECK ((type = 'operator') = (operator_id IS NOT NULL)),
  CHECK ((type = 'miner') = (miner_id IS NOT NULL))
);
