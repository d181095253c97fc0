/** Query keys of the API keys feature. */
export const apiKeyKeys = {
  ofMiner: (minerId: string) => ['miners', minerId, 'api-keys'] as const,
};
