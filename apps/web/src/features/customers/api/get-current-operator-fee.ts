import { queryOptions } from '@tanstack/react-query';
import { feeSchema, type Fee } from '@pool/contract';
import { api } from '@/lib/api-client';
import { customerKeys } from './keys';

/** GET /operators/{id}/miners/{miner_id}/fees/current: the item in force today. */
export async function getCurrentOperatorFee(operatorId: string, minerId: string, signal?: AbortSignal): Promise<Fee> {
  const body = await api('GET /operators/{id}/miners/{miner_id}/fees/current', {
    params: { id: operatorId, miner_id: minerId },
    signal,
  });
  return feeSchema.parse(body);
}

export const currentOperatorFeeQueryOptions = (operatorId: string, minerId: string) =>
  queryOptions({
    queryKey: [...customerKeys.fees(operatorId, minerId), 'current'] as const,
    queryFn: ({ signal }) => getCurrentOperatorFee(operatorId, minerId, signal),
  });
