-- The open 20-minute row of every active series grows every minute (the minute carry).
-- With room left on its page that is a HOT update, which writes no index entry (its
-- key and the pending index's predicate columns stay the same, migration 040), as the
-- minute rows' are (migration 005). A partitioned table keeps no storage options itself:
-- each partition has them, and the DEFAULT one hands them to the partitions the job makes
-- (retention.ts createPartition).
DO $$
DECLARE
  part record;
BEGIN
  FOR part IN SELECT inhrelid::regclass AS name FROM pg_inherits WHERE inhparent = 'hashrate_20m'::regclass LOOP
    EXECUTE format('ALTER TABLE %s SET (fillfactor = 70)', part.name);
  END LOOP;
END $$;
