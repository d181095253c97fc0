import type { Fee } from '@pool/contract';
import { api } from '@/lib/api-client';
import { useApiMutation, type MutationConfig } from '@/lib/mutation';
import type { NewOperatorFee } from './set-operator-fee';
import { customerKeys } from './keys';

/** The pool's fee takes the same body as the operator's: a percent and a comment. */
export type NewPoolFee = NewOperatorFee;

/** POST /miners/{miner_id}/fees: the pool's fee of the account from 00:00 UTC tomorrow. */
export async function setPoolFee(minerId: string, fee: NewPoolFee): Promise<Fee> {
  return api('POST /miners/{miner_id}/fees', { params: { miner_id: minerId }, body: fee });
}

/** Schedules the pool's fee; everything read of the account follows (its schedule among it). */
export function useSetPoolFee(minerId: string, config?: MutationConfig<Fee, NewPoolFee>) {
  return useApiMutation((fee: NewPoolFee) => setPoolFee(minerId, fee), [customerKeys.customer(minerId)], config);
}
