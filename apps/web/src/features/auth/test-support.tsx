import { vi } from 'vitest';
import { fetchCall, type FetchMock } from '@/test/test-utils';
import type { SelfServiceFlow } from './types';

/** A deep copy of a fixture flow, typed as the SDK's flow (raw JSON: dates stay strings). */
export function flowFixture<T extends SelfServiceFlow = SelfServiceFlow>(json: unknown): T {
  return structuredClone(json) as T;
}

/** The JSON body of the n-th call of a fetch mock. */
export function jsonBodyOf(mock: FetchMock, index = 0): unknown {
  return JSON.parse(fetchCall(mock, index).init.body as string);
}

/** Replaces fetch with a handler that answers by method and path (the identity base left out). */
export function routeFetch(handler: (method: string, path: string, init: RequestInit) => Response): FetchMock {
  const mock: FetchMock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    const path = `${url.pathname.replace(/^\/api\/identity/, '')}${url.search}`;
    return Promise.resolve(handler((init.method ?? 'GET').toUpperCase(), path, init));
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** Every call of a fetch mock as url, method and init. */
export function fetchCalls(mock: FetchMock): { url: string; method: string; init: RequestInit }[] {
  return mock.mock.calls.map((_, index) => {
    const { url, init } = fetchCall(mock, index);
    return { url, method: (init.method ?? 'GET').toUpperCase(), init };
  });
}
