-- The staff desk: the platform's promo codes, their uses by miner accounts, the
-- code recorded on a reward it discounted, and the audit log of pool staff's user actions.

-- Product §3 "Promo code". Codes are stored upper case, so that one code has one spelling.
-- `uses` counts applications: a conditional UPDATE keeps it within usage_limit under
-- concurrent applies, and the CHECK holds it there whatever writes it.
CREATE TABLE promo_codes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  code text NOT NULL UNIQUE CHECK (code = upper(code) AND code ~ '^[A-Z0-9_-]{3,32}$'),
  effective_from timestamptz NOT NULL,
  effective_to timestamptz CHECK (effective_to IS NULL OR effective_to > effective_from),
  status text NOT NULL CHECK (status IN ('active', 'inactive')),
  type text NOT NULL CHECK (type IN ('welcome', 'loyalty', 'universal')),
  fee_type text NOT NULL CHECK (fee_type IN ('abs', 'rel')),
  value numeric(5, 2) NOT NULL CHECK (value BETWEEN 0 AND 100),
  user_restriction boolean NOT NULL DEFAULT false,
  usage_limit integer CHECK (usage_limit IS NULL OR usage_limit >= 0),
  user_usage_limit integer CHECK (user_usage_limit IS NULL OR user_usage_limit >= 0),
  uses integer NOT NULL DEFAULT 0 CHECK (uses >= 0 AND (usage_limit IS NULL OR uses <= usage_limit)),
  duration_days integer CHECK (duration_days IS NULL OR duration_days BETWEEN 1 AND 3650),
  perpetual boolean NOT NULL DEFAULT false,
  description text CHECK (description IS NULL OR length(description) <= 500),
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (perpetual OR duration_days IS NOT NULL)
);

-- The users a restricted code is for, by identity (found by e-mail when the code was saved).
CREATE TABLE promo_code_users (
  promo_code_id uuid NOT NULL REFERENCES promo_codes (id) ON DELETE CASCADE,
  identity_id uuid NOT NULL,
  email text NOT NULL,
  PRIMARY KEY (promo_code_id, identity_id)
);

-- How often each user applied a code: the per-user limit, counted atomically like `uses`.
CREATE TABLE promo_code_user_uses (
  promo_code_id uuid NOT NULL REFERENCES promo_codes (id),
  identity_id uuid NOT NULL,
  uses integer NOT NULL CHECK (uses > 0),
  PRIMARY KEY (promo_code_id, identity_id)
);

-- A code applied to a miner account: in force for the pool days [starts_on, ends_on), ends_on
-- null for a perpetual code. A newer application ends the one in force on its first day, so
-- that at most one covers any day of an account.
CREATE TABLE promo_code_applications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  promo_code_id uuid NOT NULL REFERENCES promo_codes (id),
  miner_id uuid NOT NULL REFERENCES miner_accounts (id),
  identity_id uuid NOT NULL,
  starts_on date NOT NULL,
  ends_on date CHECK (ends_on IS NULL OR ends_on >= starts_on),
  applied_at timestamptz NOT NULL
);
CREATE INDEX promo_code_applications_by_miner ON promo_code_applications (miner_id, starts_on DESC);
CREATE INDEX promo_code_applications_by_code ON promo_code_applications (promo_code_id);

-- The code that discounted a reward's pool fee.
ALTER TABLE payments ADD COLUMN promo_code text;

-- What pool staff did to users: who, what, whom, when; in which pool (null: the
-- platform's staff acted).
CREATE TABLE staff_audit_log (
  id bigserial PRIMARY KEY,
  pool_id uuid REFERENCES pools (id),
  actor_id uuid NOT NULL,
  action text NOT NULL,
  subject_id uuid NOT NULL,
  details jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL
);
CREATE INDEX staff_audit_log_by_subject ON staff_audit_log (subject_id, created_at DESC);
