import type { UsersParams } from '../users-search-params';

/** Query keys of pool users: the pool's list, and everything about one user under `['users', id]`. */
export const userKeys = {
  list: (poolId: string, params: UsersParams) => ['pools', poolId, 'users', params] as const,
  pool: (poolId: string) => ['pools', poolId, 'users'] as const,
  user: (userId: string) => ['users', userId] as const,
  part: (userId: string, part: 'permissions' | 'sessions' | 'invites' | 'deletion-request') =>
    ['users', userId, part] as const,
};
