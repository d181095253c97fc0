-- When a session was last used (the settings list shows it). Numbered 023, the
-- number this change was given, so it cannot collide with another change's identity file.
-- Sessions from before it count as last used when they were signed in; a session written
-- without it (the server's tests and bench:load make sessions directly) is used as it starts.
ALTER TABLE identity_sessions ADD COLUMN last_used_at timestamptz;
UPDATE identity_sessions SET last_used_at = authenticated_at;
ALTER TABLE identity_sessions ALTER COLUMN last_used_at SET NOT NULL, ALTER COLUMN last_used_at SET DEFAULT now();
