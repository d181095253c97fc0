/** Query keys of watcher links: a user's links hang off the identity, a miner's off the miner. */
export const watcherKeys = {
  ofUser: (userId: string) => ['identity', userId, 'watchers'] as const,
  ofMiner: (minerId: string) => ['miners', minerId, 'watchers'] as const,
};
