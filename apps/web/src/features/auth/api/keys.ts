/** Query keys of the identity screens. */
export const identityKeys = {
  /** The current session and the visitor's other sessions. */
  sessions: ['identity', 'sessions'] as const,
};
