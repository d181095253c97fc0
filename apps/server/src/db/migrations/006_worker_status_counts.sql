-- Worker counts per status of every account (product §9), as of the per-minute job that
-- last moved the workers' share times. A read adds the few workers whose status changed
-- since then by the clock alone (a narrow range of last_share_at), so a pool of 100,000
-- workers is not counted on every dashboard load.
CREATE TABLE worker_status_counts (
  series_id bigint PRIMARY KEY,
  counted_at timestamptz NOT NULL,
  stable integer NOT NULL,
  unavailable integer NOT NULL,
  off integer NOT NULL,
  removed integer NOT NULL
);
