import { createdApiKeySchema, type CreatedApiKey } from '@pool/contract';
import { api } from '@/lib/api-client';
import { useApiMutation, type MutationConfig } from '@/lib/mutation';
import { apiKeyKeys } from './keys';

/** POST /miners/{id}/api-keys: a new key; the answer holds its token, which is never shown again. */
export async function createApiKey(minerId: string, name: string): Promise<CreatedApiKey> {
  const body = await api('POST /miners/{id}/api-keys', { params: { id: minerId }, body: { name } });
  return createdApiKeySchema.parse(body);
}

export function useCreateApiKey(minerId: string, config?: MutationConfig<CreatedApiKey, string>) {
  return useApiMutation((name: string) => createApiKey(minerId, name), [apiKeyKeys.ofMiner(minerId)], config);
}
