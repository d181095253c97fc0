-- The alerts (miner-alert) are switched per user and channel like every other event: the
-- preferences' event check did not allow them, so turning alert e-mails off failed.
ALTER TABLE notification_preferences DROP CONSTRAINT notification_preferences_event_check;
ALTER TABLE notification_preferences ADD CONSTRAINT notification_preferences_event_check CHECK (event IN (
  'delete-miner', 'miner-payout', 'miner-reward', 'miner-wallet-address-changed',
  'miner-wallet-minpay-changed', 'user-login', 'worker-status-changed', 'miner-alert'
));
