import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WatcherCheckResponse } from '@pool/contract';
import { api } from '@/lib/api-client';
import { fetchHeaders, jsonResponse, stubFetch, type FetchMock } from '@/test/test-utils';
import { checkWatcherToken, resetWatcher, watcherCheckStatus } from './watcher-check';

/** The watcher header a backend call sends right now. */
async function sentWatcherHeader(fetch: FetchMock): Promise<string | undefined> {
  await api('GET /workers/random-name');
  return fetchHeaders(fetch, fetch.mock.calls.length - 1)['X-Watcher-Token'];
}

const permission = {
  id: 'watcher:tok',
  type: 'miner' as const,
  account_id: '11111111-1111-4111-8111-111111111111',
  account_name: 'alice',
  role: 'viewer' as const,
  sections: [],
};
const opened = (token = 'tok-1'): WatcherCheckResponse => ({ token, permissions: [permission] });

describe('watcher check', () => {
  let fetch: FetchMock;
  beforeEach(() => {
    fetch = stubFetch();
    resetWatcher();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('checks the token, then sends it in the watcher header', async () => {
    const load = vi.fn((token: string) => Promise.resolve(opened(token)));
    expect(await sentWatcherHeader(fetch)).toBeUndefined();
    await checkWatcherToken('tok-1', load);
    expect(load).toHaveBeenCalledWith('tok-1');
    expect(watcherCheckStatus()).toBe('success');
    expect(await sentWatcherHeader(fetch)).toBe('tok-1');
  });

  it('does not send the header before the check succeeds', async () => {
    let headerWhileLoading: string | undefined = 'not read';
    const load = vi.fn(async (token: string) => {
      headerWhileLoading = await sentWatcherHeader(fetch);
      return opened(token);
    });
    const checking = checkWatcherToken('tok-1', load);
    expect(watcherCheckStatus()).toBe('pending');
    await checking;
    expect(headerWhileLoading).toBeUndefined();
  });

  it('does not load the same token again after success', async () => {
    const load = vi.fn((token: string) => Promise.resolve(opened(token)));
    await checkWatcherToken('tok-1', load);
    await checkWatcherToken('tok-1', load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads a different token, refreshing, and switches the header on success', async () => {
    const load = vi.fn((token: string) => Promise.resolve(opened(token)));
    await checkWatcherToken('tok-1', load);
    const checking = checkWatcherToken('tok-2', load);
    expect(watcherCheckStatus()).toBe('refreshing');
    await checking;
    expect(load).toHaveBeenCalledTimes(2);
    expect(await sentWatcherHeader(fetch)).toBe('tok-2');
  });

  it('clears the token and rethrows when the check fails', async () => {
    const ok = vi.fn((token: string) => Promise.resolve(opened(token)));
    await checkWatcherToken('tok-1', ok);
    const failure = new Error('unknown watcher');
    await expect(checkWatcherToken('tok-2', () => Promise.reject(failure))).rejects.toBe(failure);
    expect(watcherCheckStatus()).toBe('error');
    expect(await sentWatcherHeader(fetch)).toBeUndefined();
  });

  it('loads the same token again after a failure', async () => {
    const load = vi.fn<(token: string) => Promise<WatcherCheckResponse>>().mockRejectedValueOnce(new Error('down'));
    load.mockResolvedValue(opened());
    await expect(checkWatcherToken('tok-1', load)).rejects.toThrow('down');
    await checkWatcherToken('tok-1', load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(await sentWatcherHeader(fetch)).toBe('tok-1');
  });

  it('resolves with what the link opens, also when the token was checked before', async () => {
    const load = vi.fn((token: string) => Promise.resolve(opened(token)));
    expect(await checkWatcherToken('tok-1', load)).toEqual(opened('tok-1'));
    expect(await checkWatcherToken('tok-1', load)).toEqual(opened('tok-1'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('uses GET /watchers/{token} without credentials by default and parses the answer', async () => {
    fetch.mockImplementation(() => Promise.resolve(jsonResponse(opened('a/b'))));
    expect((await checkWatcherToken('a/b')).permissions[0]?.account_name).toBe('alice');
    const [input, init] = fetch.mock.calls[0]!;
    expect(input).toBe('/api/backend/v0.1/watchers/a%2Fb');
    expect(init?.credentials).toBe('omit');
  });

  it('resetWatcher forgets the token so the next check loads it again and the header is gone', async () => {
    const load = vi.fn((token: string) => Promise.resolve(opened(token)));
    await checkWatcherToken('tok-1', load);
    resetWatcher();
    expect(watcherCheckStatus()).toBe('initial');
    expect(await sentWatcherHeader(fetch)).toBeUndefined();
    await checkWatcherToken('tok-1', load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
