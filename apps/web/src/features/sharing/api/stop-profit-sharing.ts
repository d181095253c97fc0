import { profitSharingsResponseSchema, type ProfitSharingsResponse } from '@pool/contract';
import { api } from '@/lib/api-client';
import { useApiMutation, type MutationConfig } from '@/lib/mutation';
import { sharingKeys } from './keys';

/** DELETE /miners/{donor}/profit-sharings/{recipient}: the split stops from 00:00 UTC tomorrow. */
export async function stopProfitSharing(donorId: string, recipientId: string): Promise<ProfitSharingsResponse> {
  const body = await api('DELETE /miners/{donor}/profit-sharings/{recipient}', {
    params: { donor: donorId, recipient: recipientId },
  });
  return profitSharingsResponseSchema.parse(body);
}

export function useStopProfitSharing(donorId: string, config?: MutationConfig<ProfitSharingsResponse, string>) {
  return useApiMutation(
    (recipientId: string) => stopProfitSharing(donorId, recipientId),
    [sharingKeys.splits(donorId)],
    config,
  );
}
