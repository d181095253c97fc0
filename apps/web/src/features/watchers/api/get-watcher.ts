import type { WatcherCheckResponse } from '@pool/contract';
import { apiRequest } from '@/lib/api-client';

/** GET /watchers/{token}, without credentials (product §7): the read-only permission the link opens. */
export async function getWatcher(token: string): Promise<WatcherCheckResponse> {
  return apiRequest<WatcherCheckResponse>(`/watchers/${encodeURIComponent(token)}`, { credentials: 'omit' });
}
