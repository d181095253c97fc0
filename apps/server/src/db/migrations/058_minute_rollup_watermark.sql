-- The roll-up finds its minute rows by their minute instead of by a work-list index, so
-- marking a row as rolled up is a HOT update (no index entry) where it wrote one into
-- each of the row's three indexes: 96,000 rows a minute at 100,000 workers.
--
-- rolled_to: the roll-up has taken every minute before it. A batch marks a row of those
-- minutes `dirty` (a late share: the next run carries the difference), and only those.
-- unrolled_from: set while the minutes from it up to rolled_to are being rolled up
-- (the watermark moves first, in its own transaction; the rows follow in the next), so a
-- run that dies in between leaves its minutes to the next run.
CREATE TABLE hashrate_1m_rollup (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  rolled_to timestamptz,
  unrolled_from timestamptz
);
INSERT INTO hashrate_1m_rollup DEFAULT VALUES;

-- The work list is now only the rows that late shares changed; rows never rolled up are
-- those at or after unrolled_from (the first run, without a watermark, reads them all).
DROP INDEX hashrate_1m_pending;
CREATE INDEX hashrate_1m_dirty ON hashrate_1m (bucket) WHERE dirty;
