/** Query keys of the session domain. Everything account-scoped hangs off the permission id. */
export const identityKeys = {
  current: ['identity'] as const,
  /** Under `identity`: an account switch (which drops account-scoped queries) keeps it. */
  navigation: (userId: string) => ['identity', userId, 'navigation'] as const,
};
