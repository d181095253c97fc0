import { z } from 'zod';

/** How long the price source may take before the proxy gives up on it. */
export const priceSourceTimeoutMs = 5000;

/** The source did not answer usefully (down, slow, or not speaking the protocol). */
export class PriceSourceUnavailable extends Error {}

/** The source does not know one of the symbols asked for. */
export class UnknownSymbol extends Error {}

const tickerAnswerSchema = z.array(z.object({ symbol: z.string(), price: z.string() }));
/** Binance's error body; -1121 is "Invalid symbol." */
const binanceErrorSchema = z.object({ code: z.number(), msg: z.string() });
const invalidSymbolCode = -1121;

/** A price as a plain decimal that is finite and above zero (product §5), else undefined. */
export function acceptedPrice(price: string): string | undefined {
  if (!/^\d{1,20}(\.\d{1,20})?$/.test(price)) return undefined;
  const value = Number(price);
  return Number.isFinite(value) && value > 0 ? price : undefined;
}

/**
 * A price source speaking Binance's `GET /api/v3/ticker/price?symbols=[...]` (answer:
 * `[{symbol, price}]`; an unknown symbol fails the whole call with 400 and code -1121).
 */
export class BinancePriceSource {
  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs = priceSourceTimeoutMs,
  ) {}

  /** The accepted prices of the symbols the source answered, by symbol. */
  async prices(symbols: readonly string[]): Promise<Map<string, string>> {
    const url = `${this.baseUrl}/api/v3/ticker/price?symbols=${encodeURIComponent(JSON.stringify(symbols))}`;
    let response: Response;
    let body: unknown;
    try {
      response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      body = await response.json();
    } catch (error) {
      throw new PriceSourceUnavailable(`Price source ${this.baseUrl}: ${(error as Error).message}`);
    }
    if (response.status === 400 && binanceErrorSchema.safeParse(body).data?.code === invalidSymbolCode) {
      throw new UnknownSymbol(`Price source does not know one of ${symbols.join(', ')}`);
    }
    const answer = tickerAnswerSchema.safeParse(body);
    if (!response.ok || !answer.success) {
      throw new PriceSourceUnavailable(`Price source ${this.baseUrl} answered ${response.status} without prices`);
    }
    const prices = new Map<string, string>();
    for (const { symbol, price } of answer.data) {
      const accepted = acceptedPrice(price);
      if (accepted && symbols.includes(symbol)) prices.set(symbol, accepted);
    }
    return prices;
  }
}
