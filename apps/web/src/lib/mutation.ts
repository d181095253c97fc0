import { useMutation, useQueryClient, type QueryKey, type UseMutationOptions } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** What a screen adds to a feature's mutation hook: its own reactions (toasts, closing a form). */
export type MutationConfig<Data, Variables> = Omit<UseMutationOptions<Data, Error, Variables>, 'mutationFn'>;

/**
 * The one shape of a feature's mutation hook (bulletproof-react's): the api file owns the
 * call and the queries it changes, the screen only reacts. The queries are refetched once
 * the call settles, refused or not (a 409 means someone else changed it first), except
 * after a 400: the server refuses bad input whole, so nothing changed.
 */
export function useApiMutation<Data, Variables>(
  mutationFn: (variables: Variables) => Promise<Data>,
  invalidates: readonly QueryKey[],
  config: MutationConfig<Data, Variables> = {},
) {
  const queryClient = useQueryClient();
  return useMutation<Data, Error, Variables>({
    ...config,
    mutationFn,
    onSettled: async (...args) => {
      const [, error] = args;
      if (!(error instanceof ApiError && error.status === 400))
        await Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      await config.onSettled?.(...args);
    },
  });
}
