-- Figures a reader can trust: a window sum is a sum of positive difficulties, but the
-- per-minute job adds and takes off floats, and a sum that should be 0 while the window
-- still counts shares could come out a hair below it (−1.05e-16). That made the reject
-- percentage −9.55e-16 and the workers list, which refuses a percentage below 0, fail
-- whole. The job now keeps such sums at 0 or above (figures.ts); the rows already written
-- are mended here, and the percentage and the hashrates read from the sums are clamped
-- as well, so neither can leave 0–100 (and ≥ 0) whatever a sum holds.

UPDATE hashrate_figures
   SET accepted_15m = greatest(accepted_15m, 0), rejected_15m = greatest(rejected_15m, 0),
       accepted_1h = greatest(accepted_1h, 0), accepted_24h = greatest(accepted_24h, 0),
       accepted_1w = greatest(accepted_1w, 0), accepted_30d = greatest(accepted_30d, 0)
 WHERE least(accepted_15m, rejected_15m, accepted_1h, accepted_24h, accepted_1w, accepted_30d) < 0;

-- (least() skips a NULL, so the no-shares NULL is made 0 inside it.)
ALTER TABLE hashrate_figures ALTER COLUMN reject_pct_15m SET EXPRESSION AS (
  least(100, coalesce(100 * greatest(rejected_15m, 0)
                      / nullif(greatest(accepted_15m, 0) + greatest(rejected_15m, 0), 0), 0))
);

CREATE OR REPLACE VIEW hashrate_stats AS
SELECT f.series_id,
       greatest(f.accepted_15m, 0) * 4294967296::float8 / c.seconds_15m AS hash_rate_15m,
       greatest(f.accepted_1h, 0) * 4294967296::float8 / c.seconds_1h AS hash_rate_1h,
       greatest(f.accepted_24h, 0) * 4294967296::float8 / c.seconds_24h AS hash_rate_24h,
       greatest(f.accepted_1w, 0) * 4294967296::float8 / c.seconds_1w AS hash_rate_1w,
       greatest(f.accepted_30d, 0) * 4294967296::float8 / c.seconds_30d AS hash_rate_30d,
       f.reject_pct_15m,
       c.as_of AS computed_at
  FROM hashrate_figures f
 CROSS JOIN hashrate_figures_clock c;
