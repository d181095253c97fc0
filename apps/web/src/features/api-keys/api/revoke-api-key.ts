import { api } from '@/lib/api-client';
import { useApiMutation, type MutationConfig } from '@/lib/mutation';
import { apiKeyKeys } from './keys';

/** DELETE /miners/{id}/api-keys/{key_id}: the key stops working at once. */
export async function revokeApiKey(minerId: string, keyId: string): Promise<void> {
  await api('DELETE /miners/{id}/api-keys/{key_id}', { params: { id: minerId, key_id: keyId } });
}

export function useRevokeApiKey(minerId: string, config?: MutationConfig<void, string>) {
  return useApiMutation((keyId: string) => revokeApiKey(minerId, keyId), [apiKeyKeys.ofMiner(minerId)], config);
}
