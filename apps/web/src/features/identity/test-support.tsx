import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { createInstance, type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import en from '../../../public/static/locales/en.json';
import { fetchCall, type FetchMock } from '@/test/test-utils';
import type { SelfServiceFlow } from './types';

/** An i18next instance with the app's real English texts (or the given ones). */
export async function createTestI18n(translation: object = en): Promise<I18n> {
  const instance = createInstance();
  await instance.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation } },
    interpolation: { escapeValue: false },
  });
  return instance;
}

/** A deep copy of a fixture flow, typed as the SDK's flow (raw JSON: dates stay strings). */
export function flowFixture<T extends SelfServiceFlow = SelfServiceFlow>(json: unknown): T {
  return structuredClone(json) as T;
}

/** Renders inside i18n, a query client and a memory router at `path`; returns the router to read the address. */
export function renderWithProviders(ui: ReactElement, i18n: I18n, path = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, router };
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
