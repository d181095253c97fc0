import { parseList } from '@/lib/parse-list';
import { queryOptions } from '@tanstack/react-query';
import { feesResponseSchema, type Fee } from '@pool/contract';
import { api } from '@/lib/api-client';
import { customerKeys } from './keys';

/** GET /operators/{id}/miners/{miner_id}/fees: the operator's fee schedule on its customer, newest first. */
export async function getOperatorFees(operatorId: string, minerId: string, signal?: AbortSignal): Promise<Fee[]> {
  const body = await api('GET /operators/{id}/miners/{miner_id}/fees', {
    params: { id: operatorId, miner_id: minerId },
    signal,
  });
  return parseList(feesResponseSchema, body).data;
}

export const operatorFeesQueryOptions = (operatorId: string, minerId: string) =>
  queryOptions({
    queryKey: customerKeys.fees(operatorId, minerId),
    queryFn: ({ signal }) => getOperatorFees(operatorId, minerId, signal),
  });
