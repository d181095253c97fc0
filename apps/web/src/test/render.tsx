import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { createInstance, type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, vi } from 'vitest';
import { toastStore } from '@/components/ui/toast/toast-store';
import en from '../../public/static/locales/en.json';
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

/** Replaces fetch with a handler that answers by method, backend path (base and version left out) and query. */
export function stubBackend(
  handler: (request: { method: string; path: string; query: URLSearchParams; body: unknown }) => Response,
): FetchMock {
  const mock: FetchMock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    const path = url.pathname.replace(/^\/api\/backend\/v0\.1/, '');
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    return Promise.resolve(
      handler({ method: (init.method ?? 'GET').toUpperCase(), path, query: url.searchParams, body }),
    );
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

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
  });
  return () => {
    if (!i18n) throw new Error('i18n is read before the tests run');
    return i18n;
  };
}
