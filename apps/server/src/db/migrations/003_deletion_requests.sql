-- A miner account's owner asks for its removal (product §4); pool staff see and handle the
-- request (GET /users/{user_id}/deletion-request). One open request per account.
CREATE TABLE account_deletion_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  identity_id uuid NOT NULL,
  miner_id uuid NOT NULL REFERENCES miner_accounts (id),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'done', 'rejected')),
  requested_at timestamptz NOT NULL DEFAULT now(),
  closed_at timestamptz
);
CREATE UNIQUE INDEX account_deletion_requests_one_open ON account_deletion_requests (miner_id) WHERE status = 'open';
