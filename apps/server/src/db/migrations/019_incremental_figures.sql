-- The table figures (product §9) kept up to date incrementally. A series' figures
-- are the sums of its buckets over each window; the per-minute job adds what the buckets
-- gained since its last run and takes off the buckets that left a window, so it touches
-- only the series that changed, and the hashrates are those sums over the window's span
-- at the job's last run (hashrate_stats, a view, so every reader keeps its columns).

DROP TABLE hashrate_stats;

-- Sums of accepted and rejected difficulty and share counts per window, as of the
-- job's last run. A window without shares has sums of exactly zero (the job zeroes the
-- float sums when the count reaches zero, so rounding never leaves a residue). pool_id
-- and worker are the series' own (they never change): the pool's worker lists walk the
-- figure indexes below instead of sorting every worker.
CREATE TABLE hashrate_figures (
  series_id bigint PRIMARY KEY,
  pool_id uuid NOT NULL,
  worker boolean NOT NULL,
  accepted_15m double precision NOT NULL DEFAULT 0,
  rejected_15m double precision NOT NULL DEFAULT 0,
  shares_15m bigint NOT NULL DEFAULT 0,
  accepted_1h double precision NOT NULL DEFAULT 0,
  shares_1h bigint NOT NULL DEFAULT 0,
  accepted_24h double precision NOT NULL DEFAULT 0,
  shares_24h bigint NOT NULL DEFAULT 0,
  accepted_1w double precision NOT NULL DEFAULT 0,
  shares_1w bigint NOT NULL DEFAULT 0,
  accepted_30d double precision NOT NULL DEFAULT 0,
  shares_30d bigint NOT NULL DEFAULT 0,
  reject_pct_15m double precision NOT NULL
    GENERATED ALWAYS AS (coalesce(100 * rejected_15m / nullif(accepted_15m + rejected_15m, 0), 0)) STORED
);
CREATE INDEX hashrate_figures_pool_workers_15m ON hashrate_figures (pool_id, accepted_15m, series_id) WHERE worker;
CREATE INDEX hashrate_figures_pool_workers_1h ON hashrate_figures (pool_id, accepted_1h, series_id) WHERE worker;
CREATE INDEX hashrate_figures_pool_workers_24h ON hashrate_figures (pool_id, accepted_24h, series_id) WHERE worker;
CREATE INDEX hashrate_figures_pool_workers_rejects ON hashrate_figures (pool_id, reject_pct_15m, series_id) WHERE worker;

-- When the job last ran and the span in seconds of each window then (rules.ts
-- statsWindows): the hashrate of a window is its accepted sum × 2^32 over its span.
CREATE TABLE hashrate_figures_clock (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  as_of timestamptz NOT NULL,
  seconds_15m double precision NOT NULL,
  seconds_1h double precision NOT NULL,
  seconds_24h double precision NOT NULL,
  seconds_1w double precision NOT NULL,
  seconds_30d double precision NOT NULL
);

-- What the buckets gained, written in the same transaction as the buckets (the roll-up of
-- minute rows, a late batch's coarse buckets) and claimed by the job in the snapshot it
-- reads the buckets in, so no gain is missed or counted twice. `at` is the minute (or for
-- late shares the 20-minute bucket) the shares belong to.
CREATE TABLE hashrate_figure_deltas (
  series_id bigint NOT NULL,
  at timestamptz NOT NULL,
  accepted double precision NOT NULL,
  rejected double precision NOT NULL,
  shares integer NOT NULL
);

INSERT INTO hashrate_figures (series_id, pool_id, worker)
SELECT id, pool_id, kind = 'worker' FROM hashrate_series;

CREATE VIEW hashrate_stats AS
SELECT f.series_id,
       f.accepted_15m * 4294967296::float8 / c.seconds_15m AS hash_rate_15m,
       f.accepted_1h * 4294967296::float8 / c.seconds_1h AS hash_rate_1h,
       f.accepted_24h * 4294967296::float8 / c.seconds_24h AS hash_rate_24h,
       f.accepted_1w * 4294967296::float8 / c.seconds_1w AS hash_rate_1w,
       f.accepted_30d * 4294967296::float8 / c.seconds_30d AS hash_rate_30d,
       f.reject_pct_15m,
       c.as_of AS computed_at
  FROM hashrate_figures f
 CROSS JOIN hashrate_figures_clock c;

-- Every series has its figures row from the start (zeros), so the pool's worker lists can
-- walk the figure indexes alone.
CREATE FUNCTION hashrate_figures_of_new_series() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO hashrate_figures (series_id, pool_id, worker)
  SELECT id, pool_id, kind = 'worker' FROM created
  ON CONFLICT (series_id) DO NOTHING;
  RETURN NULL;
END $$;
CREATE TRIGGER hashrate_series_figures AFTER INSERT ON hashrate_series
  REFERENCING NEW TABLE AS created FOR EACH STATEMENT EXECUTE FUNCTION hashrate_figures_of_new_series();

-- The pool's workers by name, in pages.
CREATE INDEX hashrate_series_pool_workers_by_name ON hashrate_series (pool_id, worker_name, id) WHERE kind = 'worker';
