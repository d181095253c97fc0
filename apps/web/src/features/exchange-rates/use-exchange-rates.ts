import { useQuery } from '@tanstack/react-query';
import type { ExtraCurrency } from '@pool/contract';
import { noFiatRates, type FiatRates } from '@/lib/format-btc';
import { getPageSettings } from '@/lib/page-settings';
import { exchangeRatesQueryOptions } from './api/get-exchange-rates';

/** The one rates query of the pool's extra currencies; a pool that shows none asks for none. */
function useRatesQuery(enabled: boolean) {
  const { price_service_url, extra_currencies } = getPageSettings();
  const rates = useQuery({
    ...exchangeRatesQueryOptions({ priceServiceUrl: price_service_url, currencies: extra_currencies }),
    enabled: enabled && extra_currencies.length > 0,
  });
  return { rates, currencies: extra_currencies };
}

/**
 * The USDT and RUB value of one BTC, polled while a screen that shows money is open
 * (product §4: first at once, then every 5 minutes). A failed round keeps the last rates;
 * a pool that shows no extra currency asks for none, nor a screen that shows no money now.
 */
export function useExchangeRates(enabled = true): FiatRates {
  return useRatesQuery(enabled).rates.data ?? noFiatRates;
}

/**
 * The pool's extra currencies that have no rate although one was asked for: both sources
 * failed, or answered no valid price. Empty while the first answer is on its way, so a screen
 * says "unavailable" only once it is so (the same query as useExchangeRates: no second fetch).
 */
export function useUnavailableCurrencies(enabled = true): ExtraCurrency[] {
  const { rates, currencies } = useRatesQuery(enabled);
  if (rates.data) return currencies.filter((currency) => rates.data[currency] === null);
  return rates.isError ? [...currencies] : [];
}

/**
 * The pool's extra currencies whose first rate is on its way: a screen keeps a line for each
 * of their values, so that nothing moves when the rates come (the same query: no second fetch).
 */
export function usePendingCurrencies(enabled = true): ExtraCurrency[] {
  const { rates, currencies } = useRatesQuery(enabled);
  return rates.isLoading ? [...currencies] : [];
}

/**
 * What a screen of money cards needs of the extra currencies, from the one query: the rates,
 * those on their way and those unavailable (BalanceCards takes the three).
 */
export function useCurrencyValues(enabled = true): {
  rates: FiatRates;
  pendingCurrencies: ExtraCurrency[];
  unavailableCurrencies: ExtraCurrency[];
} {
  return {
    rates: useExchangeRates(enabled),
    pendingCurrencies: usePendingCurrencies(enabled),
    unavailableCurrencies: useUnavailableCurrencies(enabled),
  };
}
