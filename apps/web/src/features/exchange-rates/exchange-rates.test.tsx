import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PoolPageSettings } from '@pool/contract';
import { defaultPageSettings, setPageSettings } from '@/lib/page-settings';
import { backendCalls } from '@/test/render';
import { jsonResponse, type FetchMock } from '@/test/test-utils';
import { exchangeRatesRefreshMs, getExchangeRates } from './api/get-exchange-rates';
import { acceptRate } from './rate';
import { useExchangeRates, usePendingCurrencies, useUnavailableCurrencies } from './use-exchange-rates';

const serviceUrl = 'https://prices.example';

interface Answers {
  /** Coinbase spot amounts by pair; a number is an HTTP status to fail with. */
  spot?: Record<string, string | number>;
  /** The pool proxy's items; a number is an HTTP status to fail with. */
  proxy?: { symbol: string; price: string }[] | number;
}

/** Answers the public price service and the pool's proxy as the real ones do. */
function stubPrices(answers: Answers): FetchMock {
  const mock: FetchMock = vi.fn((input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    const pair = /^\/v2\/prices\/([A-Z]+-[A-Z]+)\/spot$/.exec(url.pathname)?.[1];
    if (url.origin === serviceUrl && pair) {
      const amount = answers.spot?.[pair];
      if (amount === undefined || typeof amount === 'number') return Promise.resolve(new Response('', { status: 503 }));
      return Promise.resolve(
        jsonResponse({ data: { amount, base: pair.split('-')[0], currency: pair.split('-')[1] } }),
      );
    }
    if (url.pathname === '/api/backend/v0.1/exchange-rates') {
      const proxy = answers.proxy ?? 502;
      if (typeof proxy === 'number')
        return Promise.resolve(jsonResponse({ error: { code: 'internal_error', message: 'down' } }, proxy));
      return Promise.resolve(jsonResponse(proxy));
    }
    return Promise.resolve(new Response('', { status: 404 }));
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** Every call, the price service's with its origin, the backend's as its path; queries decoded. */
const calls = (mock: FetchMock) =>
  backendCalls(mock).map((call) => decodeURIComponent(call.replace(/^GET \/v2/, `GET ${serviceUrl}/v2`)));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setPageSettings(defaultPageSettings);
});

describe('acceptRate', () => {
  it('takes finite numbers above zero, as numbers or decimal strings', () => {
    expect(acceptRate(61_234.5)).toBe(61_234.5);
    expect(acceptRate('61234.50')).toBe(61_234.5);
    for (const value of [0, -1, '0', '', ' ', 'abc', Number.NaN, Number.POSITIVE_INFINITY, 'Infinity', null, {}]) {
      expect(acceptRate(value)).toBeNull();
    }
  });
});

describe('getExchangeRates', () => {
  it('asks the public service for BTC-USD and USDT-USD, and gives BTC in USDT as their quotient', async () => {
    const fetch = stubPrices({ spot: { 'BTC-USD': '60000.00', 'USDT-USD': '1.25' } });
    const rates = await getExchangeRates({ priceServiceUrl: serviceUrl, currencies: ['USDT'] });
    expect(rates).toEqual({ USDT: 48_000, RUB: null });
    expect(calls(fetch).sort()).toEqual([
      `GET ${serviceUrl}/v2/prices/BTC-USD/spot`,
      `GET ${serviceUrl}/v2/prices/USDT-USD/spot`,
    ]);
    // No cookies go to the service's other site; the request is the one the server preloads.
    expect(fetch.mock.calls[0]?.[1]?.credentials).toBe('same-origin');
    expect(fetch.mock.calls[0]?.[1]?.headers).toBeUndefined();
  });

  it('asks for BTC-RUB only when RUB is among the extra currencies', async () => {
    const fetch = stubPrices({ spot: { 'BTC-USD': '60000', 'USDT-USD': '1', 'BTC-RUB': '5400000.5' } });
    const rates = await getExchangeRates({ priceServiceUrl: serviceUrl, currencies: ['USDT', 'RUB'] });
    expect(rates).toEqual({ USDT: 60_000, RUB: 5_400_000.5 });
    expect(calls(fetch)).toContain(`GET ${serviceUrl}/v2/prices/BTC-RUB/spot`);
  });

  it('falls back to the pool proxy when the public service fails', async () => {
    const fetch = stubPrices({
      spot: { 'BTC-USD': '60000', 'USDT-USD': '1', 'BTC-RUB': 500 },
      proxy: [
        { symbol: 'BTCUSDT', price: '59000.1' },
        { symbol: 'BTCRUB', price: '5300000' },
      ],
    });
    const rates = await getExchangeRates({ priceServiceUrl: serviceUrl, currencies: ['USDT', 'RUB'] });
    expect(rates).toEqual({ USDT: 59_000.1, RUB: 5_300_000 });
    expect(calls(fetch)).toContain('GET /exchange-rates?symbols=["BTCUSDT","BTCRUB"]');
  });

  it('falls back when the public service answers a price that is not above zero', async () => {
    const fetch = stubPrices({
      spot: { 'BTC-USD': '60000', 'USDT-USD': '0' },
      proxy: [{ symbol: 'BTCUSDT', price: '1' }],
    });
    expect(await getExchangeRates({ priceServiceUrl: serviceUrl, currencies: ['USDT'] })).toEqual({
      USDT: 1,
      RUB: null,
    });
    expect(calls(fetch)).toContain('GET /exchange-rates?symbols=["BTCUSDT"]');
  });

  it('asks only the proxy when no public service is set, and drops its invalid prices', async () => {
    const fetch = stubPrices({
      proxy: [
        { symbol: 'BTCUSDT', price: 'NaN' },
        { symbol: 'BTCRUB', price: '-5' },
      ],
    });
    expect(await getExchangeRates({ priceServiceUrl: null, currencies: ['USDT', 'RUB'] })).toEqual({
      USDT: null,
      RUB: null,
    });
    expect(calls(fetch)).toEqual(['GET /exchange-rates?symbols=["BTCUSDT","BTCRUB"]']);
  });

  it('fails when both sources fail', async () => {
    stubPrices({ spot: {}, proxy: 502 });
    await expect(getExchangeRates({ priceServiceUrl: serviceUrl, currencies: ['USDT'] })).rejects.toThrow();
  });
});

describe('useExchangeRates', () => {
  function wrapper({ children }: { children: ReactNode }) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  }
  const settings = (changes: Partial<PoolPageSettings>) => setPageSettings({ ...defaultPageSettings, ...changes });

  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('fetches at once, then again every refresh interval, and keeps the last rates when a round fails', async () => {
    settings({ price_service_url: serviceUrl, extra_currencies: ['USDT'] });
    const answers: Answers = { spot: { 'BTC-USD': '60000', 'USDT-USD': '1' } };
    const fetch = stubPrices(answers);
    const { result } = renderHook(() => useExchangeRates(), { wrapper });
    await vi.advanceTimersByTimeAsync(0);
    expect(result.current).toEqual({ USDT: 60_000, RUB: null });
    expect(fetch).toHaveBeenCalledTimes(2);

    answers.spot = { 'BTC-USD': '62000', 'USDT-USD': '1' };
    await vi.advanceTimersByTimeAsync(exchangeRatesRefreshMs - 1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(4);
    await vi.waitFor(() => expect(result.current).toEqual({ USDT: 62_000, RUB: null }));

    answers.spot = {};
    await vi.advanceTimersByTimeAsync(exchangeRatesRefreshMs);
    expect(calls(fetch)).toContain('GET /exchange-rates?symbols=["BTCUSDT"]');
    expect(result.current).toEqual({ USDT: 62_000, RUB: null });
  });

  it('asks for nothing when the pool shows no extra currency', async () => {
    settings({ price_service_url: serviceUrl, extra_currencies: [] });
    const fetch = stubPrices({});
    const { result } = renderHook(() => useExchangeRates(), { wrapper });
    await vi.advanceTimersByTimeAsync(exchangeRatesRefreshMs);
    expect(fetch).not.toHaveBeenCalled();
    expect(result.current).toEqual({ USDT: null, RUB: null });
  });

  it('names the shown currencies without a rate only once the sources have answered or failed', async () => {
    settings({ price_service_url: null, extra_currencies: ['USDT', 'RUB'] });
    stubPrices({ proxy: [{ symbol: 'BTCUSDT', price: '60000' }] });
    const { result } = renderHook(() => useUnavailableCurrencies(), { wrapper });
    // Still asking: nothing is said to be unavailable yet.
    expect(result.current).toEqual([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(result.current).toEqual(['RUB']);
    cleanup();

    stubPrices({ proxy: 502 });
    const failed = renderHook(() => useUnavailableCurrencies(), { wrapper });
    await vi.advanceTimersByTimeAsync(0);
    expect(failed.result.current).toEqual(['USDT', 'RUB']);
  });

  it('names the shown currencies as pending while the first rates are on their way, and none once answered or failed', async () => {
    settings({ price_service_url: null, extra_currencies: ['USDT', 'RUB'] });
    stubPrices({ proxy: [{ symbol: 'BTCUSDT', price: '60000' }] });
    const { result } = renderHook(() => usePendingCurrencies(), { wrapper });
    expect(result.current).toEqual(['USDT', 'RUB']);
    await vi.advanceTimersByTimeAsync(0);
    expect(result.current).toEqual([]);
    cleanup();

    stubPrices({ proxy: 502 });
    const failed = renderHook(() => usePendingCurrencies(), { wrapper });
    await vi.advanceTimersByTimeAsync(0);
    expect(failed.result.current).toEqual([]);
    cleanup();

    // A screen that shows no money now asks for nothing, and waits for nothing.
    expect(renderHook(() => usePendingCurrencies(false), { wrapper }).result.current).toEqual([]);
  });
});
