-- A payout request goes out as as many chain transactions as standardness allows (a node
-- relays none above 100,000 vB), each followed on its own: fee-bumped while it waits,
-- settled once confirmed, or its payments returned to the balances if it leaves the chain.
--
-- A request's payments are split into parts (payments.payout_part); each part has one live
-- transaction row at a time. A fee bump (RBF) marks the row replaced and adds the
-- replacement as the part's new live row, so the desk shows the whole history.
CREATE TYPE payout_transaction_state AS ENUM (
  'planned',   -- its outputs are decided; nothing handed to the chain yet
  'mempool',   -- broadcast, not yet with the confirmations a payout needs
  'confirmed', -- settled: its payments completed
  'replaced',  -- a fee bump replaced it (replaced_by)
  'returned'   -- it left the chain or was abandoned: its payments went back to the balances
);
CREATE TABLE payout_transactions (
  id bigserial PRIMARY KEY,
  request_id uuid NOT NULL REFERENCES blockchain_payout_requests (id),
  part integer NOT NULL CHECK (part >= 0),
  tx_id text UNIQUE CHECK (tx_id ~ '^[0-9a-f]{64}$'),
  outputs integer NOT NULL CHECK (outputs > 0),
  amount bigint NOT NULL CHECK (amount > 0),
  -- Standardness: no transaction the pool sends is over 100,000 vB.
  vsize integer CHECK (vsize BETWEEN 1 AND 100000),
  fee_rate integer CHECK (fee_rate >= 1),
  fee bigint CHECK (fee >= 0),
  confirmations integer NOT NULL DEFAULT 0 CHECK (confirmations >= 0),
  state payout_transaction_state NOT NULL DEFAULT 'planned',
  replaced_by text,
  -- The chain's height when it was broadcast: a bump waits a number of blocks from here.
  sent_height integer,
  -- A fee bump claimed (a conditional update), so two pollers never bump it both.
  bump_started_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((state = 'planned') = (tx_id IS NULL)),
  CHECK ((state = 'replaced') = (replaced_by IS NOT NULL))
);
CREATE UNIQUE INDEX payout_transactions_live_part ON payout_transactions (request_id, part)
  WHERE state <> 'replaced';
CREATE INDEX payout_transactions_followed ON payout_transactions (request_id) WHERE state IN ('planned', 'mempool');

-- Which part (transaction) of its request a payout goes out in; null until the send plans it.
ALTER TABLE payments ADD COLUMN payout_part integer CHECK (payout_part >= 0);
CREATE INDEX payments_of_request_part ON payments (payout_request_id, payout_part) WHERE payout_part IS NOT NULL;

-- Requests sent before this migration went out as one transaction under the request's own
-- key (the key of part 0): followed from here like any other, their size and fee unknown.
UPDATE payments p SET payout_part = 0
  FROM blockchain_payout_requests r
 WHERE p.payout_request_id = r.id AND r.status = 'sent' AND p.status = 'pending';
INSERT INTO payout_transactions (request_id, part, tx_id, outputs, amount, confirmations, state, created_at, updated_at)
SELECT r.id, 0, r.tx_id, (SELECT count(DISTINCT p.address) FROM payments p WHERE p.payout_request_id = r.id),
       r.amount, r.confirmations, 'mempool', r.updated_at, r.updated_at
  FROM blockchain_payout_requests r
 WHERE r.status = 'sent' AND r.tx_id IS NOT NULL AND r.amount > 0;

-- The simulated chain keeps what the desk shows of a real one: size and fee bumps.
ALTER TABLE simulated_chain_transactions ADD COLUMN vsize integer;
ALTER TABLE simulated_chain_transactions ADD COLUMN fee_rate integer;
ALTER TABLE simulated_chain_transactions ADD COLUMN replaced_by text;
