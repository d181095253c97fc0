-- The 4-hour buckets are filled from closed 20-minute buckets (the per-minute job, once a
-- 20-minute bucket closes) instead of from every minute row: one write a series per 20
-- minutes instead of one a minute. Every 20-minute bucket before `carried_to` has been
-- added into its 4-hour bucket; what such a bucket gains later (a late minute row, a late
-- batch) is added to both. NULL until the job's first run: up to then the roll-up wrote
-- every minute into both tables, so the 4-hour buckets already hold all the 20-minute ones do.
CREATE TABLE hashrate_4h_carry (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  carried_to timestamptz
);
INSERT INTO hashrate_4h_carry DEFAULT VALUES;
