-- A 20-minute row is updated every minute its bucket is open (the roll-up adds each
-- minute to it), and no index holds the sums: with 30 % of each page left free most of
-- those updates are HOT, writing no index entry. New partitions copy the option from the
-- DEFAULT one (stats-job/retention.ts createPartition); pages already full keep none.
DO $$
DECLARE
  part regclass;
BEGIN
  FOR part IN SELECT inhrelid::regclass FROM pg_inherits WHERE inhparent = 'hashrate_20m'::regclass LOOP
    EXECUTE format('ALTER TABLE %s SET (fillfactor = 70)', part);
  END LOOP;
END $$;
