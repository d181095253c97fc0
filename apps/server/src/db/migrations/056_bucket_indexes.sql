-- The per-minute job reads the rows leaving each window by their bucket: each minute the
-- minute rows leaving the 15-minute and the 1-hour window (96,000 rows each at 100,000
-- workers), and at each 20-minute edge the 20-minute rows leaving the 24-hour window. With
-- only a BRIN index on the bucket the planner walked a whole partition's primary key for
-- them (0.25–0.33 s a window at full scale). A btree on the bucket reads just those rows,
-- and serves retention's deletes by age as the BRIN index did. The bucket never changes,
-- so the job's updates of these rows stay HOT where they were.
CREATE INDEX hashrate_1m_by_bucket ON hashrate_1m (bucket);
CREATE INDEX hashrate_20m_by_bucket ON hashrate_20m (bucket);
DROP INDEX hashrate_1m_age;
DROP INDEX hashrate_20m_age;
