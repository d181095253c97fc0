-- One open invitation per account and e-mail address: inviting the same address
-- again sends the same invitation anew (new code, role, sections and expiry) in one
-- statement, so two concurrent invitations cannot both stand.
CREATE UNIQUE INDEX invites_one_open_per_email
  ON invites (type, (coalesce(pool_id, operator_id, miner_id)), (lower(email)))
  WHERE accepted_at IS NULL AND email IS NOT NULL;
