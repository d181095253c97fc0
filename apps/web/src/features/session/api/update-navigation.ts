import { useQueryClient } from '@tanstack/react-query';
import type { Navigation, UpdateNavigationBody } from '@pool/contract';
import { api } from '@/lib/api-client';
import { useApiMutation, type MutationConfig } from '@/lib/mutation';
import { identityKeys } from './keys';

/** PUT /identity/{id}/navigation: replaces both lists; answers what is stored. */
export function updateNavigation(userId: string, body: UpdateNavigationBody): Promise<Navigation> {
  return api('PUT /identity/{id}/navigation', { params: { id: userId }, body });
}

/**
 * Saves the pinned and bookmarked accounts. The panel shows the change at once (the cache
 * takes the new lists before the call) and goes back to what it had if the call fails.
 */
export function useUpdateNavigation(userId: string, config: MutationConfig<Navigation, UpdateNavigationBody> = {}) {
  const queryClient = useQueryClient();
  const queryKey = identityKeys.navigation(userId);
  return useApiMutation((body: UpdateNavigationBody) => updateNavigation(userId, body), [queryKey], {
    ...config,
    onMutate: async (body, context) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<Navigation>(queryKey);
      queryClient.setQueryData<Navigation>(queryKey, body);
      await config.onMutate?.(body, context);
      return { previous };
    },
    onError: (error, body, result, context) => {
      const previous = (result as { previous?: Navigation } | undefined)?.previous;
      if (previous) queryClient.setQueryData(queryKey, previous);
      config.onError?.(error, body, result, context);
    },
  });
}
