import { queryOptions } from '@tanstack/react-query';
import { apiKeysResponseSchema, type ApiKeysResponse } from '@pool/contract';
import { api } from '@/lib/api-client';
import { parseList } from '@/lib/parse-list';
import { apiKeyKeys } from './keys';

/** GET /miners/{id}/api-keys: the account's keys by name and hint (never the tokens), and how many it may have. */
export async function listApiKeys(minerId: string, signal?: AbortSignal): Promise<ApiKeysResponse> {
  const body = await api('GET /miners/{id}/api-keys', { params: { id: minerId }, signal });
  return parseList(apiKeysResponseSchema, body);
}

export const apiKeysQueryOptions = (minerId: string) =>
  queryOptions({ queryKey: apiKeyKeys.ofMiner(minerId), queryFn: ({ signal }) => listApiKeys(minerId, signal) });
