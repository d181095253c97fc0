import type { ExtraCurrency } from '@pool/contract';
import { api } from '@/lib/api-client';
import type { FiatRates } from '@/lib/format-btc';
import { acceptRate } from '../rate';

const symbolOf: Record<ExtraCurrency, string> = { USDT: 'BTCUSDT', RUB: 'BTCRUB' };

/** GET /exchange-rates?symbols=["BTCUSDT","BTCRUB"]: the pool's own proxy of a price source (product §7). */
export async function getProxyRates(currencies: readonly ExtraCurrency[], signal?: AbortSignal): Promise<FiatRates> {
  const wanted: ExtraCurrency[] = currencies.includes('RUB') ? ['USDT', 'RUB'] : ['USDT'];
  const items = await api('GET /exchange-rates', {
    query: { symbols: JSON.stringify(wanted.map((currency) => symbolOf[currency])) },
    signal,
  });
  const rateOf = (currency: ExtraCurrency) =>
    wanted.includes(currency) ? acceptRate(items.find((item) => item.symbol === symbolOf[currency])?.price) : null;
  return { USDT: rateOf('USDT'), RUB: rateOf('RUB') };
}
