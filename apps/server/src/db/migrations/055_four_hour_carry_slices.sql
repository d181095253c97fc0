-- The carry of closed 20-minute buckets into 4-hour buckets is spread over the 20 minutes
-- after each 20-minute edge, one slice of the series a minute (series_id % 20, db/four-hour-carry.ts),
-- so the minute after an edge no longer writes every series' 4-hour row: each slice keeps
-- its own watermark, with the meaning the single one had (NULL: the job has not run yet).
CREATE TABLE hashrate_4h_carry_slices (
  slice smallint PRIMARY KEY CHECK (slice >= 0 AND slice < 20),
  carried_to timestamptz
);
INSERT INTO hashrate_4h_carry_slices (slice, carried_to)
SELECT slice, carried_to FROM generate_series(0, 19) AS slice CROSS JOIN hashrate_4h_carry;
DROP TABLE hashrate_4h_carry;
ALTER TABLE hashrate_4h_carry_slices RENAME TO hashrate_4h_carry;
ALTER INDEX hashrate_4h_carry_slices_pkey RENAME TO hashrate_4h_carry_pkey;
