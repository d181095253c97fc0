import { apiRequest } from '@/lib/api-client';

/** DELETE /miners/{miner_id}: the owner asks for the account's removal. */
export function requestRemoval(minerId: string): Promise<void> {
  return apiRequest<void>(`/miners/${encodeURIComponent(minerId)}`, { method: 'DELETE' });
}
