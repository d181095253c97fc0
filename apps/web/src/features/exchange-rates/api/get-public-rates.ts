import { z } from 'zod';
import type { ExtraCurrency } from '@pool/contract';
import type { FiatRates } from '@/lib/format-btc';
import { acceptRate } from '../rate';

/** Coinbase's spot price answer, `GET {url}/v2/prices/{pair}/spot`. */
const spotPriceSchema = z.object({ data: z.object({ amount: z.string() }) });

async function spotPrice(serviceUrl: string, pair: string, signal?: AbortSignal): Promise<number> {
  const response = await fetch(`${serviceUrl}/v2/prices/${pair}/spot`, {
    headers: { accept: 'application/json' },
    credentials: 'omit',
    signal,
  });
  if (!response.ok) throw new Error(`${pair}: HTTP ${response.status}`);
  const rate = acceptRate(spotPriceSchema.parse(await response.json()).data.amount);
  if (rate === null) throw new Error(`${pair}: no valid price`);
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
  const [btcUsd, usdtUsd, btcRub] = await Promise.all([
    spotPrice(serviceUrl, 'BTC-USD', signal),
    spotPrice(serviceUrl, 'USDT-USD', signal),
    currencies.includes('RUB') ? spotPrice(serviceUrl, 'BTC-RUB', signal) : null,
  ]);
  return { USDT: acceptRate(btcUsd / usdtUsd), RUB: btcRub };
}
