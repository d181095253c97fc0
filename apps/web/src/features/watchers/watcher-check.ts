import { watcherHeaderName } from '@pool/contract';
import { setDefaultHeader } from '@/lib/api-client';
import { getWatcher } from './api/get-watcher';

export type WatcherCheckStatus = 'initial' | 'pending' | 'refreshing' | 'success' | 'error';

let status: WatcherCheckStatus = 'initial';
let checkedToken: string | undefined;

/**
 * Spec §4 watcher check: refetches when the token differs or the status is initial
 * or error; the token is kept on success (and sent in the watcher header from then
 * on) and cleared on failure.
 */
export async function checkWatcherToken(token: string, load: typeof getWatcher = getWatcher): Promise<void> {
  if (token === checkedToken && status === 'success') return;
  status = status === 'success' ? 'refreshing' : 'pending';
  try {
    await load(token);
    status = 'success';
    checkedToken = token;
    setDefaultHeader(watcherHeaderName, token);
  } catch (error) {
    resetWatcher('error');
    throw error;
  }
}

export function resetWatcher(next: WatcherCheckStatus = 'initial'): void {
  status = next;
  checkedToken = undefined;
  setDefaultHeader(watcherHeaderName, undefined);
}

export function watcherCheckStatus(): WatcherCheckStatus {
  return status;
}
