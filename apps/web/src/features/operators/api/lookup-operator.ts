import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const operatorKeys = {
  lookup: (title: string) => ['operators', 'lookup', title] as const,
};

/** GET /operators/lookup-by-title/{operator_title}, without credentials; the branding is under `data`. */
export function lookupOperatorQueryOptions(title: string) {
  return queryOptions({
    queryKey: operatorKeys.lookup(title),
    queryFn: () =>
      api('GET /operators/lookup-by-title/{operator_title}', {
        params: { operator_title: title },
        credentials: 'omit',
      }).then((body) => body.data),
    staleTime: 5 * 60_000,
  });
}
