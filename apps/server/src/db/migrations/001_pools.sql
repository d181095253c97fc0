-- The pool this deployment runs. One row is current; later issues hang operators,
-- miner accounts and permissions off it.
CREATE TABLE pools (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  is_current boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- At most one current pool.
CREATE UNIQUE INDEX pools_one_current ON pools (is_current) WHERE is_current;

INSERT INTO pools (name, is_current) VALUES ('Pool', true);
