import type { RateSource } from './get-exchange-rates';

/** Query keys of the exchange-rate domain: one per price service and currency list, shared by every screen. */
export const exchangeRateKeys = {
  rates: (source: RateSource) => ['exchange-rates', source.priceServiceUrl, source.currencies] as const,
};
