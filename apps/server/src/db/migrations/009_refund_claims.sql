-- A refund of unallocated funds is claimed before the chain is asked to send it, so two
-- platform users refunding at once send once, and a crash between the chain's send and
-- the bookkeeping is resumed by asking the chain (by the refund's key) what it sent.
ALTER TABLE unallocated_funds ADD COLUMN refund_started_at timestamptz;
