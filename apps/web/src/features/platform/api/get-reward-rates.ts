import { parseList } from '@/lib/parse-list';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { rewardRatesResponseSchema } from '@pool/contract';
import { api } from '@/lib/api-client';
import { platformKeys, type PageParams } from './keys';

/** GET /platform/rewards/rates: the daily reward rates, newest first. */
export async function getRewardRates(params: PageParams, signal?: AbortSignal) {
  const body = await api('GET /platform/rewards/rates', { query: { ...params }, signal });
  return parseList(rewardRatesResponseSchema, body);
}

export const rewardRatesQueryOptions = (params: PageParams) =>
  queryOptions({
    queryKey: platformKeys.rewardRatePage(params),
    queryFn: ({ signal }) => getRewardRates(params, signal),
    placeholderData: keepPreviousData,
  });
