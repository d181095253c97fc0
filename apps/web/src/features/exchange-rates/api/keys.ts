import type { ExtraCurrency } from '@pool/contract';

/** Where rates come from; its fields make the query key. */
export interface RateSource {
  /** The public price service of the page settings; null: only the pool's proxy is asked. */
  priceServiceUrl: string | null;
  /** The extra currencies the pool shows beside BTC. */
  currencies: readonly ExtraCurrency[];
}

/** Query keys of the exchange-rate domain: one per price service and currency list, shared by every screen. */
export const exchangeRateKeys = {
  rates: (source: RateSource) => ['exchange-rates', source.priceServiceUrl, source.currencies] as const,
};
