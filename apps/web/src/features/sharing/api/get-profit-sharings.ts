import { queryOptions } from '@tanstack/react-query';
import { profitSharingsResponseSchema, type ProfitSharingsResponse } from '@pool/contract';
import { api } from '@/lib/api-client';
import { sharingKeys } from './keys';

/** GET /miners/{donor}/profit-sharings: every split item of the donor, with today's and tomorrow's totals. */
export async function getProfitSharings(donorId: string, signal?: AbortSignal): Promise<ProfitSharingsResponse> {
  const body = await api('GET /miners/{donor}/profit-sharings', { params: { donor: donorId }, signal });
  return profitSharingsResponseSchema.parse(body);
}

export const profitSharingsQueryOptions = (donorId: string) =>
  queryOptions({
    queryKey: sharingKeys.splits(donorId),
    queryFn: ({ signal }) => getProfitSharings(donorId, signal),
  });
