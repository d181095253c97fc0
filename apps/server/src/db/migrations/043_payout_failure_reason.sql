-- What the payout desk flags to staff about a run that paid nothing while balances were due.
--
-- failure_reason: why the last send failed, as a code the desk tells in its own words (the
-- wallet short of coins, the node not answering, the node refusing), next to the chain's
-- own message in error; null while the request has not failed.
-- at_minimum: wallets whose balance reached their minimum when the run began paying (paid
-- or not: no address, a paused address); a run with no payouts and at_minimum > 0 paid
-- nothing that was due. Null for runs made before it was counted.
CREATE TYPE payout_failure_reason AS ENUM ('wallet_short', 'node_down', 'chain_refused');
ALTER TABLE blockchain_payout_requests
  ADD COLUMN failure_reason payout_failure_reason,
  ADD COLUMN at_minimum integer CHECK (at_minimum >= 0);
