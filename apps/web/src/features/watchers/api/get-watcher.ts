import { apiRequest } from '@/lib/api-client';

/** GET /watchers/{token}, without credentials (spec §7). */
export function getWatcher(token: string): Promise<unknown> {
  return apiRequest<unknown>(`/watchers/${encodeURIComponent(token)}`, { credentials: 'omit' });
}
