-- A 4-hour row is updated each time one of its 20-minute buckets is carried into it (the
-- per-minute job, 12 times while its bucket is open), and no index holds the sums: with
-- 30 % of each page left free those updates can be HOT, writing no index entry. New
-- partitions copy the option from the DEFAULT one (stats-job/retention.ts createPartition).
DO $$
DECLARE
  part regclass;
BEGIN
  FOR part IN SELECT inhrelid::regclass FROM pg_inherits WHERE inhparent = 'hashrate_4h'::regclass LOOP
    EXECUTE format('ALTER TABLE %s SET (fillfactor = 70)', part);
  END LOOP;
END $$;
