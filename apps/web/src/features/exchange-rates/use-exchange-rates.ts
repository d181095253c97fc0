import { useQuery } from '@tanstack/react-query';
import { noFiatRates, type FiatRates } from '@/lib/format-btc';
import { getPageSettings } from '@/lib/page-settings';
import { exchangeRatesQueryOptions } from './api/get-exchange-rates';

/**
 * The USDT and RUB value of one BTC, polled while a screen that shows money is open
 * (product §4: first at once, then every 5 minutes). A failed round keeps the last rates;
 * a pool that shows no extra currency asks for none, nor a screen that shows no money now.
 */
export function useExchangeRates(enabled = true): FiatRates {
  const { price_service_url, extra_currencies } = getPageSettings();
  const rates = useQuery({
    ...exchangeRatesQueryOptions({ priceServiceUrl: price_service_url, currencies: extra_currencies }),
    enabled: enabled && extra_currencies.length > 0,
  });
  return rates.data ?? noFiatRates;
}
