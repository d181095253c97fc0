import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponseSchema } from '@pool/contract';
import { fetchCall, fetchHeaders, jsonResponse, stubFetch, textResponse } from '@/test/test-utils';
import {
  api,
  ApiError,
  apiDownload,
  apiRequest,
  buildUrl,
  download,
  errorOf,
  filenameOf,
  readCookie,
  setApiBase,
  setDefaultHeader,
  setSecondFactorHandler,
} from './api-client';

function setCookie(value: string) {
  document.cookie = `XSRF-TOKEN=${value}; path=/`;
}

async function failureOf(request: Promise<unknown>): Promise<ApiError> {
  const error = await request.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

afterEach(() => {
  document.cookie = 'XSRF-TOKEN=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  setApiBase('/api/backend');
  vi.unstubAllGlobals();
});

describe('buildUrl', () => {
  it('returns the path alone without a query', () => {
    expect(buildUrl('/workers')).toBe('/workers');
    expect(buildUrl('/workers', { page: undefined })).toBe('/workers');
  });

  it('encodes values, skips undefined ones and repeats the key of an array', () => {
    expect(
      buildUrl('/workers', { status: ['online', 'offline'], page: 2, all: false, q: 'a b&c', skip: undefined }),
    ).toBe('/workers?status=online&status=offline&page=2&all=false&q=a+b%26c');
    expect(buildUrl('/workers', { ids: [] })).toBe('/workers');
  });
});

describe('readCookie', () => {
  it('finds a cookie by its exact name and decodes its value', () => {
    expect(readCookie('XSRF-TOKEN', 'XSRF-TOKEN-OLD=old; XSRF-TOKEN=a%2Bb%3Dc; other=1')).toBe('a+b=c');
    expect(readCookie('XSRF-TOKEN', 'XSRF-TOKEN-OLD=old')).toBeUndefined();
    expect(readCookie('XSRF-TOKEN', '')).toBeUndefined();
  });
});

describe('apiRequest', () => {
  it('GETs JSON from the versioned backend path with credentials and returns the payload', async () => {
    const fetch = stubFetch(() => jsonResponse({ workers: 3 }));
    await expect(apiRequest('/workers', { query: { page: 1 } })).resolves.toEqual({ workers: 3 });
    const { url, init } = fetchCall(fetch);
    expect(url).toBe('/api/backend/v0.1/workers?page=1');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(init.body).toBeUndefined();
    expect(init.headers).toEqual({ accept: 'application/json' });
  });

  it('sends a JSON body with its content type and honours omitted credentials', async () => {
    const fetch = stubFetch();
    await apiRequest('/watchers', { method: 'post', body: { name: 'w' }, credentials: 'omit' });
    const { init } = fetchCall(fetch);
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"name":"w"}');
    expect(init.credentials).toBe('omit');
    expect(fetchHeaders(fetch)['content-type']).toBe('application/json');
  });

  it('returns undefined for an empty successful response', async () => {
    stubFetch(() => textResponse('', 204));
    await expect(apiRequest('/workers/1', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  describe('XSRF double submit', () => {
    it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'delete'])(
      'sends the XSRF-TOKEN cookie as X-XSRF-TOKEN on %s',
      async (method) => {
        setCookie('token-123');
        const fetch = stubFetch();
        await apiRequest('/settings', { method });
        expect(fetchHeaders(fetch)['X-XSRF-TOKEN']).toBe('token-123');
      },
    );

    it.each(['GET', 'HEAD', 'OPTIONS'])('does not send it on %s', async (method) => {
      setCookie('token-123');
      const fetch = stubFetch();
      await apiRequest('/settings', { method });
      expect(fetchHeaders(fetch)).not.toHaveProperty('X-XSRF-TOKEN');
    });

    it('sends no header when there is no cookie', async () => {
      const fetch = stubFetch();
      await apiRequest('/settings', { method: 'POST' });
      expect(fetchHeaders(fetch)).not.toHaveProperty('X-XSRF-TOKEN');
    });
  });

  describe('errors', () => {
    it('parses the error body into status, code and fields', async () => {
      const fields = [{ name: 'amount', code: 'min_threshold', value: 10 }];
      stubFetch(() => jsonResponse({ error: { code: 'invalid_input', message: 'Bad amount', fields } }, 422));
      const error = await failureOf(apiRequest('/payouts', { method: 'POST' }));
      expect(error).toMatchObject({ status: 422, code: 'invalid_input', fields });
      expect(error.message).toBe('422 invalid_input');
    });

    it('has no fields when the error body lists none', async () => {
      stubFetch(() => jsonResponse({ error: { code: 'access_denied', message: 'No' } }, 403));
      expect(await failureOf(apiRequest('/users'))).toMatchObject({ status: 403, code: 'access_denied', fields: [] });
    });

    it.each([
      ['an unparseable 200', textResponse('<html>', 200), 200, 'bad_response'],
      ['an unparseable 500', textResponse('Bad Gateway', 502), 502, 'bad_response'],
      ['a 500 of another JSON shape', jsonResponse({ message: 'boom' }, 500), 500, 'bad_response'],
      ['an empty 500', textResponse('', 500), 500, 'bad_response'],
      ['an empty 404', textResponse('', 404), 404, 'not_found'],
      ['a 404 of another JSON shape', jsonResponse({ message: 'nope' }, 404), 404, 'not_found'],
    ])('reports %s as %s', async (_case, response, status, code) => {
      stubFetch(() => response);
      expect(await failureOf(apiRequest('/workers'))).toMatchObject({ status, code });
    });

    it('reports a rejected fetch as network_error with status 0', async () => {
      vi.stubGlobal(
        'fetch',
        vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
      );
      expect(await failureOf(apiRequest('/workers'))).toMatchObject({ status: 0, code: 'network_error' });
    });

    it('reports an aborted request as canceled', async () => {
      vi.stubGlobal(
        'fetch',
        vi.fn(
          (_input: RequestInfo | URL, init?: RequestInit) =>
            new Promise<Response>((_resolve, reject) => {
              init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
            }),
        ),
      );
      const controller = new AbortController();
      const request = apiRequest('/workers', { signal: controller.signal });
      controller.abort();
      expect(await failureOf(request)).toMatchObject({ status: 0, code: 'canceled' });
    });
  });

  describe('setDefaultHeader', () => {
    it('adds a header to every call until it is removed; a call can override it', async () => {
      const fetch = stubFetch();
      setDefaultHeader('X-Watcher-Token', 'w-1');
      await apiRequest('/a');
      await apiRequest('/b', { headers: { 'X-Watcher-Token': 'override' } });
      setDefaultHeader('X-Watcher-Token', undefined);
      await apiRequest('/c');
      expect(fetchHeaders(fetch, 0)['X-Watcher-Token']).toBe('w-1');
      expect(fetchHeaders(fetch, 1)['X-Watcher-Token']).toBe('override');
      expect(fetchHeaders(fetch, 2)).not.toHaveProperty('X-Watcher-Token');
    });
  });

  describe('setApiBase', () => {
    it('sends later requests to the new base, without a trailing slash', async () => {
      const fetch = stubFetch();
      setApiBase('https://api.pool.example/');
      await apiRequest('/workers', { query: { ids: ['a', 'b'] } });
      setApiBase('https://other.example/backend');
      await apiRequest('/workers');
      expect(fetchCall(fetch, 0).url).toBe('https://api.pool.example/v0.1/workers?ids=a&ids=b');
      expect(fetchCall(fetch, 1).url).toBe('https://other.example/backend/v0.1/workers');
    });
  });
});

describe('second factor', () => {
  afterEach(() => setSecondFactorHandler(undefined));

  it.each(['mfa_required', 'session_aal2_required'])(
    'on %s asks for a second factor and retries once',
    async (code) => {
      const answers = [jsonResponse({ error: { code, message: 'x' } }, 403), jsonResponse({ ok: true })];
      const fetchMock = stubFetch(() => answers.shift()!);
      const ask = vi.fn(() => Promise.resolve(true));
      setSecondFactorHandler(ask);
      await expect(apiRequest('/wallets/w1/addresses', { method: 'POST', body: {} })).resolves.toEqual({ ok: true });
      expect(ask).toHaveBeenCalledTimes(1);
      expect(fetchMock).toHaveBeenCalledTimes(2);
    },
  );

  it('gives the original error when the user declines, without retrying', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ error: { code: 'mfa_required', message: 'x' } }, 403));
    setSecondFactorHandler(() => Promise.resolve(false));
    await expect(apiRequest('/x', { method: 'POST', body: {} })).rejects.toMatchObject({ code: 'mfa_required' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('leaves other errors alone', async () => {
    stubFetch(() => jsonResponse({ error: { code: 'access_denied', message: 'x' } }, 403));
    const ask = vi.fn(() => Promise.resolve(true));
    setSecondFactorHandler(ask);
    await expect(apiRequest('/x')).rejects.toMatchObject({ code: 'access_denied' });
    expect(ask).not.toHaveBeenCalled();
  });
});

describe('apiDownload', () => {
  it('GETs a file with cookies and the default headers, and names it from Content-Disposition', async () => {
    setDefaultHeader('X-Watcher-Token', 'tok');
    const fetch = stubFetch(
      () =>
        new Response('date,amount\n', {
          headers: { 'content-disposition': 'attachment; filename="payments-a.csv"', 'content-type': 'text/csv' },
        }),
    );
    try {
      const file = await apiDownload('/miners/m/payments/export', { query: { period: 'P7D', format: 'csv' } });
      expect(await file.blob.text()).toBe('date,amount\n');
      expect(file.filename).toBe('payments-a.csv');
      expect(fetchCall(fetch).url).toBe('/api/backend/v0.1/miners/m/payments/export?period=P7D&format=csv');
      expect(fetchCall(fetch).init.credentials).toBe('include');
      expect(fetchHeaders(fetch)['X-Watcher-Token']).toBe('tok');
    } finally {
      setDefaultHeader('X-Watcher-Token', undefined);
    }
  });

  it('turns an error answer into an ApiError with its code', async () => {
    stubFetch(() => jsonResponse({ error: { code: 'access_denied', message: 'no' } }, 403));
    const error = await failureOf(apiDownload('/miners/m/payments/export'));
    expect([error.status, error.code]).toEqual([403, 'access_denied']);
  });
});

describe('api and download, by contract key', () => {
  it("send the operation's method to its path, the parameters filled in and encoded", async () => {
    setCookie('t');
    const fetch = stubFetch(() => jsonResponse({ pinned: [], bookmarked: [] }));
    const body = { pinned: ['a'], bookmarked: [] };
    await api('PUT /identity/{id}/navigation', { params: { id: 'a/b c' }, body });
    const { url, init } = fetchCall(fetch);
    expect(url).toBe('/api/backend/v0.1/identity/a%2Fb%20c/navigation');
    expect(init.method).toBe('PUT');
    expect(init.body).toBe(JSON.stringify(body));
    expect(fetchHeaders(fetch)['X-XSRF-TOKEN']).toBe('t');
  });

  it('fetch a file by its operation, with the query', async () => {
    const fetch = stubFetch(() => new Response('a,b\n'));
    const file = await download('GET /miners/{id}/payments/export', {
      params: { id: 'm1' },
      query: { period: 'P7D', format: 'csv' },
    });
    expect(await file.blob.text()).toBe('a,b\n');
    expect(fetchCall(fetch).url).toBe('/api/backend/v0.1/miners/m1/payments/export?period=P7D&format=csv');
  });
});

describe('filenameOf', () => {
  it('prefers the RFC 6266 UTF-8 name, then the quoted or bare one', () => {
    expect(filenameOf(`attachment; filename="a.csv"; filename*=UTF-8''%D0%BF%D0%BB%D0%B0%D1%82.csv`)).toBe('плат.csv');
    expect(filenameOf('attachment; filename="say \\"hi\\".xlsx"')).toBe('say "hi".xlsx');
    expect(filenameOf('attachment; filename=plain.csv')).toBe('plain.csv');
    expect(filenameOf('attachment')).toBeUndefined();
    expect(filenameOf(null)).toBeUndefined();
  });
});

describe('errorOf', () => {
  const samples: unknown[] = [
    { error: { code: 'access_denied', message: 'No' } },
    { error: { code: 'invalid_input', message: 'x', fields: [{ name: 'amount', code: 'min_threshold', value: 10 }] } },
    { error: { code: 'invalid_input', message: 'x', fields: [] } },
    { error: { code: 'session_aal2_required', message: 'x', redirect_browser_to: '/auth/login?aal=aal2' } },
    { error: { code: 'x', message: 'x', extra: true } },
    { error: { code: 'x', message: 'x', fields: [{ name: 'a', code: 'b', nested: {} }] } },
    { error: { code: 'x', message: 'x', fields: [{ name: 'a' }] } },
    { error: { code: 'x', message: 'x', fields: {} } },
    { error: { code: 'x', message: 'x', redirect_browser_to: 1 } },
    { error: { code: 'x' } },
    { error: { code: 1, message: 'x' } },
    { error: 'boom' },
    { message: 'boom' },
    [],
    null,
    'text',
  ];

  it.each(samples.map((sample) => [JSON.stringify(sample), sample]))(
    'answers as errorResponseSchema does for %s',
    (_name, sample) => {
      const parsed = errorResponseSchema.safeParse(sample);
      expect(errorOf(sample)).toEqual(parsed.success ? parsed.data.error : undefined);
    },
  );
});
