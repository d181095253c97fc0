import { parseList } from '@/lib/parse-list';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { promoCodesResponseSchema, type Paginated, type PromoCode } from '@pool/contract';
import { api } from '@/lib/api-client';
import type { PromoCodesParams } from '../promocodes-search-params';
import { promoCodeKeys } from './keys';

export const promoCodesPageSize = 25;

/** GET /platform/promocodes: one page, by status tab and search. */
export async function getPromoCodes(params: PromoCodesParams, signal?: AbortSignal): Promise<Paginated<PromoCode>> {
  const body = await api('GET /platform/promocodes', {
    query: {
      page: params.page,
      per_page: promoCodesPageSize,
      ...(params.status === 'all' ? {} : { status: params.status }),
      ...(params.search ? { search: params.search } : {}),
    },
    signal,
  });
  return parseList(promoCodesResponseSchema, body);
}

export const promoCodesQueryOptions = (params: PromoCodesParams) =>
  queryOptions({
    queryKey: promoCodeKeys.list(params),
    queryFn: ({ signal }) => getPromoCodes(params, signal),
    placeholderData: keepPreviousData,
  });
