import { parseList } from '@/lib/parse-list';
import { queryOptions } from '@tanstack/react-query';
import { referrerCodesResponseSchema, type ReferrerCodesResponse } from '@pool/contract';
import { api } from '@/lib/api-client';
import { sharingKeys } from './keys';

/** GET /miners/{id}/referrer-codes: the account's referral code (made on first read) and its link's path. */
export async function getReferrerCodes(minerId: string, signal?: AbortSignal): Promise<ReferrerCodesResponse> {
  const body = await api('GET /miners/{id}/referrer-codes', { params: { id: minerId }, signal });
  return parseList(referrerCodesResponseSchema, body);
}

export const referrerCodesQueryOptions = (minerId: string) =>
  queryOptions({
    queryKey: sharingKeys.referrerCodes(minerId),
    queryFn: ({ signal }) => getReferrerCodes(minerId, signal),
    staleTime: Infinity,
  });
