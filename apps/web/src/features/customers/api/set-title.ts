import { minerTitleSchema, type MinerTitle } from '@pool/contract';
import { api } from '@/lib/api-client';
import { useApiMutation, type MutationConfig } from '@/lib/mutation';
import { customerKeys } from './keys';

/** PUT /miners/{miner_id}/title. */
export async function setTitle(minerId: string, title: string): Promise<MinerTitle> {
  const body = await api('PUT /miners/{miner_id}/title', { params: { miner_id: minerId }, body: { title } });
  return minerTitleSchema.parse(body);
}

/** Names the account; everything about it (its details, the lists it is in) follows. */
export function useSetTitle(minerId: string, config?: MutationConfig<MinerTitle, string>) {
  return useApiMutation((title: string) => setTitle(minerId, title), [customerKeys.customer(minerId)], config);
}
