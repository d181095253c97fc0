import { queryOptions } from '@tanstack/react-query';
import { accountsSummarySchema } from '@pool/contract';
import { apiRequest } from '@/lib/api-client';

/** GET /miners/summary: the person's miner accounts with their figures, and the sums. */
export const accountsSummaryQueryOptions = queryOptions({
  queryKey: ['miners', 'summary'] as const,
  queryFn: async ({ signal }) => accountsSummarySchema.parse(await apiRequest<unknown>('/miners/summary', { signal })),
});
