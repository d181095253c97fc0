import { feeSchema, type Fee } from '@pool/contract';
import { api } from '@/lib/api-client';
import { useApiMutation, type MutationConfig } from '@/lib/mutation';
import { customerKeys } from './keys';

export interface NewOperatorFee {
  percent: string;
  comment?: string;
}

/** POST /operators/{id}/miners/{miner_id}/fees: the operator's fee from 00:00 UTC tomorrow. */
export async function setOperatorFee(operatorId: string, minerId: string, fee: NewOperatorFee): Promise<Fee> {
  const body = await api('POST /operators/{id}/miners/{miner_id}/fees', {
    params: { id: operatorId, miner_id: minerId },
    body: fee,
  });
  return feeSchema.parse(body);
}

/** Schedules the fee; the schedule and the customers list (its fee column) follow. */
export function useSetOperatorFee(operatorId: string, minerId: string, config?: MutationConfig<Fee, NewOperatorFee>) {
  return useApiMutation(
    (fee: NewOperatorFee) => setOperatorFee(operatorId, minerId, fee),
    [customerKeys.fees(operatorId, minerId), ['operators', operatorId, 'miners']],
    config,
  );
}
