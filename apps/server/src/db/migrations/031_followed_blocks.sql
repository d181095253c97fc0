-- Found blocks followed against Bitcoin Core (the blocks job): the confirmations the node
-- last counted and whether the block left the best chain. Without a node to ask (the
-- built-in chain) confirmations stay NULL and count from the tip the stratum nodes report.
ALTER TABLE found_blocks
  ADD COLUMN confirmations integer CHECK (confirmations >= 0),
  ADD COLUMN orphaned boolean NOT NULL DEFAULT false,
  ADD COLUMN followed_at timestamptz;

-- The job's work list: blocks the node took that are not yet beyond a reorganisation.
CREATE INDEX found_blocks_to_follow ON found_blocks (height)
  WHERE reject_reason IS NULL AND (confirmations IS NULL OR confirmations < 100);
