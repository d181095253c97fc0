import { priceServiceSpotUrls, type ExtraCurrency } from '@pool/contract';
import type { FiatRates } from '@/lib/format-btc';
import { acceptRate } from '../rate';

/**
 * The amount of Coinbase's spot price answer, `GET {url}/v2/prices/{pair}/spot`:
 * `{ "data": { "amount": "…" } }`. Read by hand, not with the schema library, which the
 * dashboard's first visit would otherwise load for this one check.
 */
function spotAmount(body: unknown): string | undefined {
  const data = typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : undefined;
  const amount = typeof data === 'object' && data !== null ? (data as { amount?: unknown }).amount : undefined;
  return typeof amount === 'string' ? amount : undefined;
}

async function spotPrice(url: string, signal?: AbortSignal): Promise<number> {
  // The request matches the server's preload of the same address on the dashboard
  // (web/spa.ts): no headers of its own, and credentials "same-origin", which sends no
  // cookies to the price service's other site (product §7), as the preload's
  // crossorigin="anonymous" does. A request that differed would fetch the price twice.
  const response = await fetch(url, { credentials: 'same-origin', signal });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const rate = acceptRate(spotAmount(await response.json()));
  if (rate === null) throw new Error(`${url}: no valid price`);
  return rate;
}

/**
 * Product §7: the public price service. BTC in USDT is the BTC-USD price divided by the
 * tether's USD price; the RUB pair is asked only when RUB is shown. Throws when any
 * pair fails or has no valid price, so the caller can ask the pool's proxy instead.
 */
export async function getPublicRates(
  serviceUrl: string,
  currencies: readonly ExtraCurrency[],
  signal?: AbortSignal,
): Promise<FiatRates> {
  const [btcUsd = 0, usdtUsd = 0, btcRub = null] = await Promise.all(
    priceServiceSpotUrls(serviceUrl, currencies).map((url) => spotPrice(url, signal)),
  );
  return { USDT: acceptRate(btcUsd / usdtUsd), RUB: btcRub };
}
