-- A change code (a wallet change or a profit split) belongs to the session that asked for it:
-- another session of the same user (a stolen session cookie, without the mailbox) neither
-- replaces the owner's open code nor uses up its sends. Open codes live 15 minutes; the few
-- open now are asked for again.
DELETE FROM wallet_change_codes;
ALTER TABLE wallet_change_codes ADD COLUMN session_id text NOT NULL CHECK (length(session_id) BETWEEN 1 AND 200);
ALTER TABLE wallet_change_codes DROP CONSTRAINT wallet_change_codes_pkey;
ALTER TABLE wallet_change_codes ADD PRIMARY KEY (wallet_id, identity_id, session_id);

-- Tries of wallet change codes in a UTC day, over every wallet and resend: a session's
-- ('session:<id>') and a user's over all its sessions ('user:<id>'). A try is counted by a
-- conditional upsert that never counts past the limit, so resends add no guesses.
CREATE TABLE wallet_change_code_tries (
  subject text NOT NULL CHECK (subject ~ '^(session|user):'),
  day date NOT NULL,
  tries integer NOT NULL CHECK (tries >= 1),
  PRIMARY KEY (subject, day)
);
CREATE INDEX wallet_change_code_tries_day_idx ON wallet_change_code_tries (day);
