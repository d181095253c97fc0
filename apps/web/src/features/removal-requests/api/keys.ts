import type { RemovalRequestStatus } from '@pool/contract';

/** Query keys of a pool's removal requests: the pages of one filter under `['pools', id, 'removal-requests']`. */
export const removalRequestKeys = {
  pool: (poolId: string) => ['pools', poolId, 'removal-requests'] as const,
  list: (poolId: string, status: RemovalRequestStatus | undefined, page: number) =>
    ['pools', poolId, 'removal-requests', status ?? 'all', page] as const,
};
