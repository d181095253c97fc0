import { api } from '@/lib/api-client';

/** DELETE /miners/{miner_id}: the owner asks for the account's removal. */
export function requestRemoval(minerId: string): Promise<void> {
  return api('DELETE /miners/{miner_id}', { params: { miner_id: minerId } });
}
