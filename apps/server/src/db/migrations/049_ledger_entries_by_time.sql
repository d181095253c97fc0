-- An account's entries by time: an operator's fee income of recent pool days reads the
-- entries posted since the first of those days (a day's reward is posted after the day
-- ends), not every entry the operator's income account ever had.
CREATE INDEX ledger_entries_of_account_by_time ON ledger_entries (account_id, created_at);
