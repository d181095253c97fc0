import { minerTitleSchema, type MinerTitle } from '@pool/contract';
import { api } from '@/lib/api-client';
import { useApiMutation, type MutationConfig } from '@/lib/mutation';
import { customerKeys } from './keys';

/** DELETE /miners/{miner_id}/title. */
export async function clearTitle(minerId: string): Promise<MinerTitle> {
  const body = await api('DELETE /miners/{miner_id}/title', { params: { miner_id: minerId } });
  return minerTitleSchema.parse(body);
}

export function useClearTitle(minerId: string, config?: MutationConfig<MinerTitle, void>) {
  return useApiMutation(() => clearTitle(minerId), [customerKeys.customer(minerId)], config);
}
