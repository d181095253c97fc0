import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { createInstance, type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, vi } from 'vitest';
import { toastStore } from '@/components/ui/toast/toast-store';
import en from '../../public/static/locales/en.json';
import { contractViolation } from './contract-stub';
import type { FetchMock } from './test-utils';

/** An i18next instance with the app's real English texts (or the given ones). */
export async function createEnglishI18n(translation: object = en): Promise<I18n> {
  const instance = createInstance();
  await instance.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation } },
    interpolation: { escapeValue: false },
  });
  return instance;
}

/** Renders inside i18n, a fresh query client and a memory router at `path`; returns the router to read the address. */
export function renderInApp(ui: ReactElement, i18n: I18n, path = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, router, queryClient };
}

/**
 * Replaces fetch with a handler that answers by method, backend path (base and version left
 * out) and query. Every answer is checked against what the server declares for that
 * operation (the contract's `backendOperations`, which the server's routes are made from): an
 * unknown operation, a success status the server never sends, a body that does not match
 * the contract schema, or an error outside the one error shape fails the test.
 */
export function stubBackend(
  handler: (request: {
    method: string;
    path: string;
    query: URLSearchParams;
    body: unknown;
  }) => Response | Promise<Response>,
): FetchMock {
  const mock: FetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    const path = url.pathname.replace(/^\/api\/backend\/v0\.1/, '');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const response = await handler({ method, path, query: url.searchParams, body });
    const violation = await contractViolation(method, path, response);
    if (violation) {
      // Thrown here the app would only see a failed request; the test fails on it after it ends.
      contractViolations.push(violation);
      throw new Error(violation);
    }
    return response;
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** Stubbed answers the server would never give, reported when the test ends. */
const contractViolations: string[] = [];

/** The backend calls a fetch mock made, as "METHOD /path?query". */
export function backendCalls(mock: FetchMock): string[] {
  return mock.mock.calls.map(([input, init]) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    return `${(init?.method ?? 'GET').toUpperCase()} ${url.pathname.replace(/^\/api\/backend\/v0\.1/, '')}${url.search}`;
  });
}

/**
 * The frame of a component test file: the English texts are loaded before its tests, and after
 * each test the render is unmounted, stubbed globals (fetch) are restored, toasts are cleared and
 * `afterEachTest` runs. Returns the i18n instance's getter (it exists once the tests run).
 */
export function setUpComponentTests(afterEachTest?: () => void): () => I18n {
  let i18n: I18n | undefined;
  beforeAll(async () => {
    i18n = await createEnglishI18n();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    toastStore.clear();
    afterEachTest?.();
    const violations = contractViolations.splice(0);
    if (violations.length > 0) throw new Error(violations.join('\n'));
  });
  return () => {
    if (!i18n) throw new Error('i18n is read before the tests run');
    return i18n;
  };
}
