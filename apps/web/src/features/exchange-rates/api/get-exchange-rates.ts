import { queryOptions } from '@tanstack/react-query';
import type { FiatRates } from '@/lib/format-btc';
import { getProxyRates } from './get-proxy-rates';
import { getPublicRates } from './get-public-rates';
import { exchangeRateKeys, type RateSource } from './keys';

/** Product §9: the rates are asked for again every 5 minutes, the first time at once. */
export const exchangeRatesRefreshMs = 300_000;

/** Product §7: the public price service first; when it fails (or is not set), the pool's proxy. */
export async function getExchangeRates(source: RateSource, signal?: AbortSignal): Promise<FiatRates> {
  if (source.priceServiceUrl) {
    try {
      return await getPublicRates(source.priceServiceUrl, source.currencies, signal);
    } catch (error) {
      if (signal?.aborted) throw error;
    }
  }
  return getProxyRates(source.currencies, signal);
}

export const exchangeRatesQueryOptions = (source: RateSource) =>
  queryOptions({
    queryKey: exchangeRateKeys.rates(source),
    queryFn: ({ signal }) => getExchangeRates(source, signal),
    staleTime: exchangeRatesRefreshMs,
    refetchInterval: exchangeRatesRefreshMs,
    // Both sources were already tried; the next round comes with the interval.
    retry: false,
  });
