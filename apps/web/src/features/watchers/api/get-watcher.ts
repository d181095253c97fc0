import type { WatcherCheckResponse } from '@pool/contract';
import { api } from '@/lib/api-client';

/** GET /watchers/{token}, without credentials (product §7): the read-only permission the link opens. */
export async function getWatcher(token: string): Promise<WatcherCheckResponse> {
  return api('GET /watchers/{token}', { params: { token }, credentials: 'omit' });
}
