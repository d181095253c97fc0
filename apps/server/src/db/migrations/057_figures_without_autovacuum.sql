-- The per-minute job writes hashrate_figures anew and swaps it in (db/rewrite-table.ts,
-- which carries these storage parameters over): the table never holds a dead row, and the
-- job analyzes each new one before the swap. Autovacuum would otherwise find 100,000 new
-- rows in it every minute and vacuum and analyze each table again, work for nothing on
-- the cores the job needs.
ALTER TABLE hashrate_figures SET (autovacuum_enabled = false);
