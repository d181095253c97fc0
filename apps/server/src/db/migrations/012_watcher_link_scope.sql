-- A new watcher link opens the dashboard and the workers only; payments only when its owner
-- chooses them. Links made before keep what they opened.
ALTER TABLE watchers ALTER COLUMN sections SET DEFAULT ARRAY['section_workers_read']::text[];
