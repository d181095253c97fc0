/** Query keys of notifications: they hang off the identity. */
export const notificationKeys = {
  preferences: (userId: string) => ['identity', userId, 'notifications', 'preferences'] as const,
  telegramInvite: (userId: string) => ['identity', userId, 'telegram', 'invite'] as const,
  telegramChat: (userId: string) => ['identity', userId, 'telegram', 'chat'] as const,
  /** A miner account's alert thresholds hang off the account. */
  alerts: (minerId: string) => ['miners', minerId, 'alerts'] as const,
};
