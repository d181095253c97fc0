import type { FastifyBaseLogger } from 'fastify';
import type { ExchangeRateItem } from '@pool/contract';
import type { Clock } from '../../clock.js';
import { ApiError } from '../../http/api-error.js';
import { PriceSourceUnavailable, UnknownSymbol, type BinancePriceSource } from './price-source.js';

/** How long an answer of the source is served from memory. */
export const exchangeRateCacheMs = 60_000;
/** Symbols kept at most; the oldest go first (a bound against callers inventing symbols). */
const maxCachedSymbols = 1000;

interface CachedPrice {
  /** Undefined: the source answered without a usable price for the symbol. */
  price: string | undefined;
  expiresAt: number;
}

/**
 * The public exchange-rate proxy (product §7): the app's fallback when the public price
 * service fails. Each symbol's price is cached for a minute and concurrent misses share one
 * call, so however many browsers poll, the source sees about one call per minute.
 */
export class ExchangeRatesService {
  private readonly cache = new Map<string, CachedPrice>();
  private readonly inFlight = new Map<string, Promise<void>>();

  constructor(
    private readonly source: BinancePriceSource,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The prices of the symbols, in the order asked; symbols without a usable price are left out. */
  async rates(symbols: readonly string[]): Promise<ExchangeRateItem[]> {
    const wanted = [...new Set(symbols)];
    const missing = wanted.filter((symbol) => !this.fresh(symbol));
    if (missing.length > 0) await this.load(missing.sort());
    return wanted.flatMap((symbol) => {
      const price = this.cache.get(symbol)?.price;
      return price ? [{ symbol, price }] : [];
    });
  }

  private fresh(symbol: string): boolean {
    const cached = this.cache.get(symbol);
    return cached !== undefined && cached.expiresAt > this.clock().getTime();
  }

  private load(symbols: string[]): Promise<void> {
    const key = symbols.join(',');
    let loading = this.inFlight.get(key);
    if (!loading) {
      loading = this.fetch(symbols).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, loading);
    }
    return loading;
  }

  private async fetch(symbols: string[]): Promise<void> {
    let prices: Map<string, string>;
    try {
      prices = await this.source.prices(symbols);
    } catch (error) {
      if (error instanceof UnknownSymbol) {
        throw ApiError.invalidFields([{ name: 'querystring.symbols', code: 'invalid_input' }]);
      }
      if (!(error instanceof PriceSourceUnavailable)) throw error;
      this.log.warn(error.message);
      throw new ApiError(502, 'price_source_unavailable', 'The price source is unavailable');
    }
    const expiresAt = this.clock().getTime() + exchangeRateCacheMs;
    for (const symbol of symbols) {
      this.cache.delete(symbol);
      this.cache.set(symbol, { price: prices.get(symbol), expiresAt });
    }
    for (const symbol of this.cache.keys()) {
      if (this.cache.size <= maxCachedSymbols) break;
      this.cache.delete(symbol);
    }
  }
}
