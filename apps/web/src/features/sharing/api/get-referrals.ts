import { parseList } from '@/lib/parse-list';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { referralsResponseSchema, type ReferralsResponse } from '@pool/contract';
import { api } from '@/lib/api-client';
import { sharingKeys } from './keys';

export const referralsPageSize = 20;

/** GET /miners/{id}/referrals: a page of the accounts it referred, with totals and the terms. */
export async function getReferrals(minerId: string, page: number, signal?: AbortSignal): Promise<ReferralsResponse> {
  const body = await api('GET /miners/{id}/referrals', {
    params: { id: minerId },
    query: { page, per_page: referralsPageSize },
    signal,
  });
  return parseList(referralsResponseSchema, body);
}

export const referralsQueryOptions = (minerId: string, page: number) =>
  queryOptions({
    queryKey: sharingKeys.referrals(minerId, page),
    queryFn: ({ signal }) => getReferrals(minerId, page, signal),
    placeholderData: keepPreviousData,
  });
