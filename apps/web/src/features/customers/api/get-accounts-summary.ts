import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /miners/summary: the person's miner accounts with their figures, and the sums. */
export const accountsSummaryQueryOptions = queryOptions({
  queryKey: ['miners', 'summary'] as const,
  queryFn: ({ signal }) => api('GET /miners/summary', { signal }),
});
