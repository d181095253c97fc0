import { createMinerResponseSchema } from '@pool/contract';
import { apiRequest } from '@/lib/api-client';

/** POST /miners: the first miner account of a user without permissions (/auth/name). */
export function createMiner(accountName: string) {
  return apiRequest<unknown>('/miners', { method: 'POST', body: { account_name: accountName } }).then((body) =>
    createMinerResponseSchema.parse(body),
  );
}
