import { vi, type Mock } from 'vitest';

/** A fetch Response with a JSON body. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A fetch Response with a raw text body (empty by default). */
export function textResponse(text = '', status = 200): Response {
  return new Response(text, { status });
}

export type FetchMock = Mock<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>;

/** Replaces the global fetch with a mock answering every call with `respond()`; undo with vi.unstubAllGlobals(). */
export function stubFetch(respond: () => Response | Promise<Response> = () => jsonResponse({})): FetchMock {
  const mock: FetchMock = vi.fn(() => Promise.resolve(respond()));
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** The url and init of the n-th call of a fetch mock. */
export function fetchCall(mock: FetchMock, index = 0): { url: string; init: RequestInit } {
  const call = mock.mock.calls[index];
  if (!call) throw new Error(`fetch was not called ${index + 1} time(s)`);
  const [input, init = {}] = call;
  return { url: input instanceof Request ? input.url : String(input), init };
}

/** The headers of the n-th call of a fetch mock, as a plain object. */
export function fetchHeaders(mock: FetchMock, index = 0): Record<string, string> {
  return fetchCall(mock, index).init.headers as Record<string, string>;
}

/** A promise with its resolve and reject exposed, to finish async work when a test says so. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void; reject: (reason: unknown) => void } {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** GET /miners/{id} of a test miner account `alice` (extra fields such as `wallets` added by the caller). */
export function minerAccountBody(id: string, extra: object = {}) {
  return {
    id,
    account_name: 'alice',
    title: null,
    pool_id: 'p',
    operator_id: null,
    parent_id: null,
    created_at: '2026-01-01T00:00:00Z',
    // The server leaves the wallets empty for callers who may not see payments.
    wallets: [],
    ...extra,
  };
}
