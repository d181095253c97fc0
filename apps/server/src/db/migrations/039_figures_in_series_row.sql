-- One row per series: the table figures move into the series row, beside its share times.
-- The per-minute job wrote two rows for every active series (the share times in
-- hashrate_series, the window sums in hashrate_figures), each a new row version with its
-- index entries; now it writes one, in one statement. Share times that late shares move
-- reach that statement as deltas (first_at, last_at below), so ingestion no longer
-- updates series rows while the job does.

ALTER TABLE hashrate_series
  ADD COLUMN accepted_15m double precision NOT NULL DEFAULT 0,
  ADD COLUMN rejected_15m double precision NOT NULL DEFAULT 0,
  ADD COLUMN shares_15m bigint NOT NULL DEFAULT 0,
  ADD COLUMN accepted_1h double precision NOT NULL DEFAULT 0,
  ADD COLUMN shares_1h bigint NOT NULL DEFAULT 0,
  ADD COLUMN accepted_24h double precision NOT NULL DEFAULT 0,
  ADD COLUMN shares_24h bigint NOT NULL DEFAULT 0,
  ADD COLUMN accepted_1w double precision NOT NULL DEFAULT 0,
  ADD COLUMN shares_1w bigint NOT NULL DEFAULT 0,
  ADD COLUMN accepted_30d double precision NOT NULL DEFAULT 0,
  ADD COLUMN shares_30d bigint NOT NULL DEFAULT 0,
  -- Clamped to 0–100 whatever the sums hold (migration 026).
  ADD COLUMN reject_pct_15m double precision NOT NULL GENERATED ALWAYS AS (
    least(100, coalesce(100 * greatest(rejected_15m, 0)
                        / nullif(greatest(accepted_15m, 0) + greatest(rejected_15m, 0), 0), 0))
  ) STORED;

UPDATE hashrate_series s
   SET accepted_15m = f.accepted_15m, rejected_15m = f.rejected_15m, shares_15m = f.shares_15m,
       accepted_1h = f.accepted_1h, shares_1h = f.shares_1h, accepted_24h = f.accepted_24h,
       shares_24h = f.shares_24h, accepted_1w = f.accepted_1w, shares_1w = f.shares_1w,
       accepted_30d = f.accepted_30d, shares_30d = f.shares_30d
  FROM hashrate_figures f
 WHERE f.series_id = s.id;

DROP VIEW hashrate_stats;
DROP TRIGGER hashrate_series_figures ON hashrate_series;
DROP TRIGGER hashrate_series_figures_operator ON hashrate_series;
DROP FUNCTION hashrate_figures_of_new_series();
DROP FUNCTION hashrate_figures_operator_of_new_series();
DROP TABLE hashrate_figures;

-- The pool's worker lists by a figure walk these (an operator's large list too, keeping
-- its rows), as they walked the figures table's.
CREATE INDEX hashrate_series_pool_workers_15m ON hashrate_series (pool_id, accepted_15m, id) WHERE kind = 'worker';
CREATE INDEX hashrate_series_pool_workers_1h ON hashrate_series (pool_id, accepted_1h, id) WHERE kind = 'worker';
CREATE INDEX hashrate_series_pool_workers_24h ON hashrate_series (pool_id, accepted_24h, id) WHERE kind = 'worker';
CREATE INDEX hashrate_series_pool_workers_rejects ON hashrate_series (pool_id, reject_pct_15m, id) WHERE kind = 'worker';

CREATE VIEW hashrate_stats AS
SELECT s.id AS series_id,
       greatest(s.accepted_15m, 0) * 4294967296::float8 / c.seconds_15m AS hash_rate_15m,
       greatest(s.accepted_1h, 0) * 4294967296::float8 / c.seconds_1h AS hash_rate_1h,
       greatest(s.accepted_24h, 0) * 4294967296::float8 / c.seconds_24h AS hash_rate_24h,
       greatest(s.accepted_1w, 0) * 4294967296::float8 / c.seconds_1w AS hash_rate_1w,
       greatest(s.accepted_30d, 0) * 4294967296::float8 / c.seconds_30d AS hash_rate_30d,
       s.reject_pct_15m,
       c.as_of AS computed_at
  FROM hashrate_series s
 CROSS JOIN hashrate_figures_clock c;

-- The share times a delta carries: a carried minute row's, or a late batch's (whose
-- sums may be zero where its shares were too old for any bucket).
ALTER TABLE hashrate_figure_deltas
  ADD COLUMN first_at timestamptz,
  ADD COLUMN last_at timestamptz;
