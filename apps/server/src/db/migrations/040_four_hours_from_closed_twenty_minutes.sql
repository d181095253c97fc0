-- The 4-hour buckets are written from closed 20-minute buckets, once per 20 minutes a
-- series, instead of from every minute the job carries (one 4-hour upsert per active
-- series a minute). A 20-minute row records what of it has been carried into its 4-hour
-- bucket, as a minute row records what of it has gone into the coarser ones (migration
-- 005): rolled_* is the part carried, `dirty` marks a carried row that got more (late
-- shares, or minutes of a row carried before this migration).
ALTER TABLE hashrate_20m
  ADD COLUMN rolled_accepted double precision NOT NULL DEFAULT 0,
  ADD COLUMN rolled_rejected double precision NOT NULL DEFAULT 0,
  ADD COLUMN rolled_shares integer NOT NULL DEFAULT 0,
  ADD COLUMN dirty boolean NOT NULL DEFAULT false;

-- Until now every row was carried into the 4-hour buckets as it grew.
UPDATE hashrate_20m SET rolled_accepted = accepted, rolled_rejected = rejected, rolled_shares = shares;

-- The work list of the carry, and where the reads of 4-hour sums find what is not carried
-- yet (a series' few rows). Its predicate reads only columns that the minute carry's
-- additions to an open row leave unchanged, so those stay HOT updates.
CREATE INDEX hashrate_20m_pending ON hashrate_20m (series_id, bucket) WHERE rolled_shares = 0 OR dirty;
