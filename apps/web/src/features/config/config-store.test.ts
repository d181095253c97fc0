import { describe, expect, it, vi } from 'vitest';
import type { CurrentPoolResponse } from '@pool/contract';
import { deferred } from '@/test/test-utils';
import type { CurrentPoolResult } from './api/get-current-pool';
import { ConfigStore } from './config-store';

function poolWith(addresses: CurrentPoolResponse['addresses'], name = 'Test pool'): CurrentPoolResponse {
  return {
    id: 'pool-1',
    name,
    addresses,
    settings: { default_language: 'en', available_languages: ['en', 'ru'] },
  };
}

const pool = poolWith([
  { type: 'stratum', address: 'stratum+tcp://pool.example:3333' },
  { type: 'auth', address: 'https://id.pool.example' },
  { type: 'api', address: 'https://api.pool.example' },
]);

const present = (value: CurrentPoolResponse): CurrentPoolResult => ({ kind: 'present', pool: value });

/** A loader whose every call waits until the test settles it. */
function pendingLoader() {
  const calls: ReturnType<typeof deferred<CurrentPoolResult>>[] = [];
  const load = vi.fn(() => {
    const call = deferred<CurrentPoolResult>();
    calls.push(call);
    return call.promise;
  });
  return { load, calls };
}

describe('ConfigStore', () => {
  it('goes initial, pending, success and holds the pool', async () => {
    const { load, calls } = pendingLoader();
    const store = new ConfigStore(load);
    expect(store.snapshot).toEqual({ status: 'initial', pool: undefined });

    const loaded = store.ensureLoaded();
    expect(store.snapshot.status).toBe('pending');
    calls[0]!.resolve(present(pool));
    await loaded;
    expect(store.snapshot).toEqual({ status: 'success', pool });
  });

  it('goes pending then error when the loader throws', async () => {
    const store = new ConfigStore(() => Promise.reject(new Error('offline')));
    const loaded = store.ensureLoaded();
    expect(store.snapshot.status).toBe('pending');
    await loaded;
    expect(store.snapshot).toEqual({ status: 'error', pool: undefined });
  });

  it('shares one request between concurrent callers', async () => {
    const { load, calls } = pendingLoader();
    const store = new ConfigStore(load);
    const first = store.ensureLoaded();
    const second = store.ensureLoaded();
    const gate = store.gate();
    expect(load).toHaveBeenCalledTimes(1);

    calls[0]!.resolve(present(pool));
    await Promise.all([first, second]);
    expect(await gate).toEqual({ kind: 'proceed', pool });
  });

  it('does not load again after success or error', async () => {
    const load = vi.fn(() => Promise.resolve(present(pool)));
    const store = new ConfigStore(load);
    await store.ensureLoaded();
    await store.ensureLoaded();
    await store.gate();
    expect(load).toHaveBeenCalledTimes(1);

    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    const failed = new ConfigStore(failing);
    await failed.ensureLoaded();
    await failed.ensureLoaded();
    await failed.gate();
    expect(failing).toHaveBeenCalledTimes(1);
  });

  it('refreshes after success with the status refreshing, keeping the pool meanwhile', async () => {
    const { load, calls } = pendingLoader();
    const store = new ConfigStore(load);
    const loaded = store.ensureLoaded();
    calls[0]!.resolve(present(pool));
    await loaded;

    const renamed = poolWith(pool.addresses, 'Renamed pool');
    const refreshed = store.refresh();
    expect(store.snapshot).toEqual({ status: 'refreshing', pool });
    expect(await store.gate()).toEqual({ kind: 'proceed', pool });
    calls[1]!.resolve(present(renamed));
    await refreshed;
    expect(store.snapshot).toEqual({ status: 'success', pool: renamed });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the pool when a refresh fails', async () => {
    const load = vi
      .fn<() => Promise<CurrentPoolResult>>()
      .mockResolvedValueOnce(present(pool))
      .mockRejectedValueOnce(new Error('offline'));
    const store = new ConfigStore(load);
    await store.ensureLoaded();
    await store.refresh();
    expect(store.snapshot).toEqual({ status: 'error', pool });
    expect(await store.gate()).toEqual({ kind: 'proceed', pool });
  });

  describe('gate', () => {
    it('loads the configuration and proceeds with the pool', async () => {
      const load = vi.fn(() => Promise.resolve(present(pool)));
      const store = new ConfigStore(load);
      expect(await store.gate()).toEqual({ kind: 'proceed', pool });
      expect(load).toHaveBeenCalledTimes(1);
    });

    it('fails with empty when the configuration is empty', async () => {
      const store = new ConfigStore(() => Promise.resolve({ kind: 'empty' }));
      expect(await store.gate()).toEqual({ kind: 'fail', reason: 'empty' });
      expect(store.snapshot).toEqual({ status: 'success', pool: undefined });
    });

    it('fails with unloadable when the loader throws', async () => {
      const store = new ConfigStore(() => Promise.reject(new Error('offline')));
      expect(await store.gate()).toEqual({ kind: 'fail', reason: 'unloadable' });
    });
  });

  describe('onAddresses', () => {
    it('tells every listener the api and auth addresses of the loaded pool', async () => {
      const store = new ConfigStore(() => Promise.resolve(present(pool)));
      const first = vi.fn();
      const second = vi.fn();
      store.onAddresses(first);
      store.onAddresses(second);
      await store.ensureLoaded();
      for (const listener of [first, second]) {
        expect(listener).toHaveBeenCalledTimes(1);
        expect(listener).toHaveBeenCalledWith({ api: 'https://api.pool.example', auth: 'https://id.pool.example' });
      }
    });

    it('falls back to the backend path and an empty identity address when the pool lists none', async () => {
      const store = new ConfigStore(() => Promise.resolve(present(poolWith([]))));
      const listener = vi.fn();
      store.onAddresses(listener);
      await store.ensureLoaded();
      expect(listener).toHaveBeenCalledWith({ api: '/api/backend', auth: '' });
    });

    it('is not called for an empty or failed configuration', async () => {
      const listener = vi.fn();
      const empty = new ConfigStore(() => Promise.resolve({ kind: 'empty' }));
      empty.onAddresses(listener);
      await empty.ensureLoaded();
      const failed = new ConfigStore(() => Promise.reject(new Error('offline')));
      failed.onAddresses(listener);
      await failed.ensureLoaded();
      expect(listener).not.toHaveBeenCalled();
    });
  });
});
