import { queryOptions } from '@tanstack/react-query';
import type { Navigation } from '@pool/contract';
import { api } from '@/lib/api-client';
import { identityKeys } from './keys';

/** GET /identity/{id}/navigation: the user's pinned (in order) and bookmarked permissions. */
export function getNavigation(userId: string): Promise<Navigation> {
  return api('GET /identity/{id}/navigation', { params: { id: userId } });
}

export const navigationQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: identityKeys.navigation(userId),
    queryFn: () => getNavigation(userId),
    staleTime: 60_000,
  });
