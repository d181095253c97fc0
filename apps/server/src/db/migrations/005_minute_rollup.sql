-- Ingestion writes only 1-minute buckets; the per-minute job carries what each 1-minute
-- row gained since its last run into the 20-minute and 4-hour buckets and into the
-- series' first/last share times (measured: three upserts and an update per batch held
-- ingestion to about 6,600 shares/s on 2 cores).
--
-- rolled_* is how much of the row the job has already carried over. A share that
-- arrives for a row already carried sets `dirty`, and the next run carries exactly the
-- difference, once.
ALTER TABLE hashrate_1m
  ADD COLUMN rolled_accepted double precision NOT NULL DEFAULT 0,
  ADD COLUMN rolled_rejected double precision NOT NULL DEFAULT 0,
  ADD COLUMN rolled_shares integer NOT NULL DEFAULT 0,
  ADD COLUMN dirty boolean NOT NULL DEFAULT false,
  ADD COLUMN first_at timestamptz,
  ADD COLUMN last_at timestamptz;

-- The job's work list: rows never carried, and carried rows that got more shares. Its
-- predicate reads only columns that ingestion's repeated additions to a fresh row leave
-- unchanged, and half of each page is kept free, so those additions are HOT updates
-- (no index writes).
CREATE INDEX hashrate_1m_pending ON hashrate_1m (bucket) WHERE rolled_shares = 0 OR dirty;
ALTER TABLE hashrate_1m SET (fillfactor = 50);
