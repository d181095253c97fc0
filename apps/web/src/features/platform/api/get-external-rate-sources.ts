import { parseList } from '@/lib/parse-list';
import { queryOptions } from '@tanstack/react-query';
import { externalRateSourcesResponseSchema } from '@pool/contract';
import { api } from '@/lib/api-client';
import { platformKeys } from './keys';

/** GET /platform/rewards/rates/external-sources: the rate each external source suggests, or why it has none. */
export async function getExternalRateSources(signal?: AbortSignal) {
  const body = await api('GET /platform/rewards/rates/external-sources', { signal });
  return parseList(externalRateSourcesResponseSchema, body).data;
}

export const externalRateSourcesQueryOptions = queryOptions({
  queryKey: platformKeys.externalRateSources,
  queryFn: ({ signal }) => getExternalRateSources(signal),
});
