-- The bucket tables become range-partitioned by bucket time, so retention drops whole
-- partitions instead of deleting tens of millions of rows. The app keeps the
-- partitions (modules/monitoring/retention.ts: widths, how far ahead, when one goes);
-- this migration converts the existing tables and their rows once, with the same widths:
--   hashrate_1m   1 hour   (kept 3 hours, made 3 hours ahead)
--   hashrate_20m  1 day    (kept 2 days, made 2 days ahead)
--   hashrate_4h   30 days  (kept 400 days, made 30 days ahead)
-- Each table keeps its columns, defaults, keys and indexes under the same names (whatever
-- earlier migrations gave it); each partition gets the table's storage options (the minute
-- table's half-empty pages). A DEFAULT partition takes rows of any other time.
DO $$
DECLARE
  spec record;
  old_name text;
  storage text;
  key record;
  idx record;
  lo timestamptz;
BEGIN
  SET LOCAL maintenance_work_mem = '256MB';
  FOR spec IN
    SELECT * FROM (VALUES
      ('hashrate_1m', interval '1 hour', interval '3 hours', interval '3 hours'),
      ('hashrate_20m', interval '1 day', interval '2 days', interval '2 days'),
      ('hashrate_4h', interval '30 days', interval '400 days', interval '30 days')
    ) AS s (tbl, width, keep, ahead)
  LOOP
    old_name := spec.tbl || '_unpartitioned';
    EXECUTE format('ALTER TABLE %I RENAME TO %I', spec.tbl, old_name);
    SELECT coalesce(' WITH (' || array_to_string(reloptions, ', ') || ')', '') INTO storage
      FROM pg_class WHERE oid = old_name::regclass;
    EXECUTE format(
      'CREATE TABLE %I (LIKE %I INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING COMMENTS) PARTITION BY RANGE (bucket)',
      spec.tbl, old_name);
    EXECUTE format('CREATE TABLE %I PARTITION OF %I DEFAULT%s', spec.tbl || '_default', spec.tbl, storage);
    -- From the partition holding the oldest row still within retention to `ahead` from
    -- now; older rows (minute rows not yet rolled up) go to the DEFAULT partition.
    EXECUTE format('SELECT date_bin($1, greatest(coalesce(min(bucket), now()), now() - $2), TIMESTAMPTZ ''epoch'') FROM %I',
                   old_name) INTO lo USING spec.width, spec.keep;
    WHILE lo <= now() + spec.ahead LOOP
      EXECUTE format('CREATE TABLE %I PARTITION OF %I FOR VALUES FROM (%L) TO (%L)%s',
                     spec.tbl || '_p' || to_char(lo AT TIME ZONE 'UTC', 'YYYYMMDDHH24'), spec.tbl,
                     lo, lo + spec.width, storage);
      lo := lo + spec.width;
    END LOOP;
    EXECUTE format('INSERT INTO %I SELECT * FROM %I', spec.tbl, old_name);
    -- Keys (a partitioned table's unique keys include bucket, as these already do), then
    -- the other indexes, moved over by name; built after the copy, in bulk.
    FOR key IN
      SELECT conname, pg_get_constraintdef(oid) AS def FROM pg_constraint
       WHERE conrelid = old_name::regclass AND contype IN ('p', 'u')
    LOOP
      EXECUTE format('ALTER TABLE %I DROP CONSTRAINT %I', old_name, key.conname);
      EXECUTE format('ALTER TABLE %I ADD CONSTRAINT %I %s', spec.tbl, key.conname, key.def);
    END LOOP;
    FOR idx IN
      SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS def,
             replace(pg_get_indexdef(i.indexrelid), format(' ON public.%I ', old_name), format(' ON public.%I ', spec.tbl)) AS moved
        FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
       WHERE i.indrelid = old_name::regclass
    LOOP
      IF idx.moved = idx.def THEN
        RAISE EXCEPTION 'index % of % not moved: %', idx.name, spec.tbl, idx.def;
      END IF;
      EXECUTE format('DROP INDEX %I', idx.name);
      EXECUTE idx.moved;
    END LOOP;
    EXECUTE format('DROP TABLE %I', old_name);
    EXECUTE format('ANALYZE %I', spec.tbl);
  END LOOP;
END
$$;
