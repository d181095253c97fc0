-- The 20-minute buckets are written from closed minute rows by the per-minute job's carry,
-- one slice of the series a minute and with the 4-hour buckets (db/bucket-carry.ts),
-- instead of by the roll-up every minute: a series' 20-minute row is written once, not
-- once a minute for 20 minutes. A slice's watermark now says that its 20-minute buckets
-- before carried_to are in both the 20-minute and the 4-hour buckets, and that later ones
-- are only in their minute rows. What the roll-up had already added of those later
-- buckets is removed here: the carry reads them again from their minute rows.
DELETE FROM hashrate_20m t
 USING hashrate_4h_carry c
 WHERE c.slice = t.series_id % 20 AND t.bucket >= c.carried_to;
ALTER TABLE hashrate_4h_carry RENAME TO hashrate_carry;
ALTER INDEX hashrate_4h_carry_pkey RENAME TO hashrate_carry_pkey;
