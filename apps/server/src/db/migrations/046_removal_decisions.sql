-- Pool staff approve or reject a removal request: who decided, and for a rejection the reason
-- the miner is told.
ALTER TABLE account_deletion_requests
  ADD COLUMN decided_by uuid,
  ADD COLUMN rejection_reason text CHECK (char_length(rejection_reason) <= 500);
