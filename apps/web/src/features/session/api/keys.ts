/** Query keys of the session domain. Everything account-scoped hangs off the permission id. */
export const identityKeys = {
  current: ['identity'] as const,
};
