import { watcherSchema, type Watcher } from '@pool/contract';
import { apiRequest } from '@/lib/api-client';

/** POST /miners/{id}/watchers: a new read-only link to the miner account, with an optional name. */
export async function createMinerWatcher(minerId: string, name?: string): Promise<Watcher> {
  const trimmed = name?.trim();
  const body = await apiRequest<unknown>(`/miners/${encodeURIComponent(minerId)}/watchers`, {
    method: 'POST',
    body: trimmed ? { name: trimmed } : {},
  });
  return watcherSchema.parse(body);
}
