-- A miner without a second factor confirms a new or raised profit split with a code e-mailed for
-- it, as for a payout-address change: the same one-open-code-per-wallet-and-user row, with the
-- split (recipient and percent) as the change it confirms.
ALTER TABLE wallet_change_codes DROP CONSTRAINT wallet_change_codes_kind_check;
ALTER TABLE wallet_change_codes
  ADD CONSTRAINT wallet_change_codes_kind_check CHECK (kind IN ('address', 'min_payment', 'max_payment', 'profit_sharing'));
