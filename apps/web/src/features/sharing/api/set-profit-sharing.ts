import { profitSharingsResponseSchema, type ProfitSharingsResponse } from '@pool/contract';
import { apiRequest } from '@/lib/api-client';
import { useApiMutation, type MutationConfig } from '@/lib/mutation';
import { sharingKeys } from './keys';

export interface ProfitSharingChange {
  recipientId: string;
  percent: string;
}

/** PUT /miners/{donor}/profit-sharings/{recipient}: the percent from 00:00 UTC tomorrow. */
export async function setProfitSharing(donorId: string, change: ProfitSharingChange): Promise<ProfitSharingsResponse> {
  const body = await apiRequest<unknown>(
    `/miners/${encodeURIComponent(donorId)}/profit-sharings/${encodeURIComponent(change.recipientId)}`,
    { method: 'PUT', body: { percent: change.percent } },
  );
  return profitSharingsResponseSchema.parse(body);
}

/** Adds or changes a split; the donor's splits follow. */
export function useSetProfitSharing(
  donorId: string,
  config?: MutationConfig<ProfitSharingsResponse, ProfitSharingChange>,
) {
  return useApiMutation(
    (change: ProfitSharingChange) => setProfitSharing(donorId, change),
    [sharingKeys.splits(donorId)],
    config,
  );
}
