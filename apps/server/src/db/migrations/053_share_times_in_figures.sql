-- A series' first and last share times move from its series row to its figures row, and
-- are written by the per-minute job's one upsert of the figures. An active series then
-- costs one row update a minute instead of two: the series row's update was never HOT,
-- since the status indexes held last_share_at, so it wrote an entry into each index of
-- hashrate_series that holds the row (six or seven for a worker), while the figures row's
-- update is not HOT anyway (its sorted lists index the sums) and gains only the two
-- status indexes below.

ALTER TABLE hashrate_figures
  ADD COLUMN first_share_at timestamptz,
  ADD COLUMN last_share_at timestamptz;

UPDATE hashrate_figures f
   SET first_share_at = s.first_share_at, last_share_at = s.last_share_at
  FROM hashrate_series s
 WHERE s.id = f.series_id AND (s.first_share_at IS NOT NULL OR s.last_share_at IS NOT NULL);

-- Worker status is a range of last_share_at (domain/hashrate.ts statusBounds): the status
-- counts and filters of a pool or an operator are range scans of these. A miner account's
-- workers (thousands at most) are found by its series index and their figures read by key.
CREATE INDEX hashrate_figures_pool_workers_last_share ON hashrate_figures (pool_id, last_share_at) WHERE worker;
CREATE INDEX hashrate_figures_operator_workers_last_share ON hashrate_figures (operator_id, last_share_at)
  WHERE worker AND operator_id IS NOT NULL;

DROP INDEX hashrate_series_workers_of_miner;
DROP INDEX hashrate_series_workers_of_operator;
DROP INDEX hashrate_series_workers_of_pool;
DROP INDEX hashrate_series_boundary_of_source;
ALTER TABLE hashrate_series DROP COLUMN first_share_at, DROP COLUMN last_share_at;
-- The boundary workers whose source an account is (its outgoing transfers): a few rows.
CREATE INDEX hashrate_series_boundary_of_source ON hashrate_series (source_miner_id) WHERE source_miner_id IS NOT NULL;

-- What the buckets gained carries the first and last share time of the gain (of the minute
-- row the roll-up carried, or of a late batch's shares), so the figures upsert that claims
-- the gains moves the share times with the sums.
ALTER TABLE hashrate_figure_deltas
  ADD COLUMN first_at timestamptz,
  ADD COLUMN last_at timestamptz;
