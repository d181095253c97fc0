import { watcherHeaderName, type WatcherCheckResponse } from '@pool/contract';
import { setDefaultHeader } from '@/lib/api-client';
import { getWatcher } from './api/get-watcher';

export type WatcherCheckStatus = 'initial' | 'pending' | 'refreshing' | 'success' | 'error';

let status: WatcherCheckStatus = 'initial';
let checkedToken: string | undefined;
let checked: WatcherCheckResponse | undefined;

/**
 * Product §4 watcher check: refetches when the token differs or the status is initial
 * or error; the token is kept on success (and sent in the watcher header from then
 * on) and cleared on failure. Resolves with what the link opens (its read-only permission).
 */
export async function checkWatcherToken(
  token: string,
  load: typeof getWatcher = getWatcher,
): Promise<WatcherCheckResponse> {
  if (token === checkedToken && status === 'success' && checked) return checked;
  status = status === 'success' ? 'refreshing' : 'pending';
  try {
    const response = await load(token);
    status = 'success';
    checkedToken = token;
    checked = response;
    setDefaultHeader(watcherHeaderName, token);
    return response;
  } catch (error) {
    resetWatcher('error');
    throw error;
  }
}

export function resetWatcher(next: WatcherCheckStatus = 'initial'): void {
  status = next;
  checkedToken = undefined;
  checked = undefined;
  setDefaultHeader(watcherHeaderName, undefined);
}

export function watcherCheckStatus(): WatcherCheckStatus {
  return status;
}
