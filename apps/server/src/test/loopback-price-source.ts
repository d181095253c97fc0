import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/** How the source behaves: answers prices, is down (503), answers garbage (HTML), or never answers. */
export type PriceSourceMode = 'prices' | 'down' | 'garbage' | 'hang';

export interface LoopbackPriceSource {
  /** The base URL, once it listens. */
  url: string;
  mode: PriceSourceMode;
  /** The symbols of every call that asked for prices, in order. */
  calls: string[][];
  /** The money settings for useTestApp, filled in before the app is built. */
  money: { priceSourceUrl: string };
}

/**
 * A loopback server speaking Binance's ticker protocol, for the file's tests: GET
 * /api/v3/ticker/price?symbols=[...] answers [{symbol, price}] from `prices`, or 400
 * {code: -1121} when a symbol is unknown. Tests reach no internet; the exchange-rate proxy
 * asks this instead. Call it before useTestApp, so it listens before the app is built.
 */
export function useLoopbackPriceSource(prices: Record<string, string>): LoopbackPriceSource {
  const source: LoopbackPriceSource = { url: '', mode: 'prices', calls: [], money: { priceSourceUrl: '' } };
  let server: Server | undefined;
  beforeAll(async () => {
    server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      if (source.mode === 'hang') return;
      if (url.pathname !== '/api/v3/ticker/price' || source.mode === 'down') {
        response.writeHead(source.mode === 'down' ? 503 : 404).end();
        return;
      }
      if (source.mode === 'garbage') {
        response.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>');
        return;
      }
      const symbols = JSON.parse(url.searchParams.get('symbols') ?? '[]') as string[];
      source.calls.push(symbols);
      const json = { 'content-type': 'application/json' };
      if (symbols.some((symbol) => !(symbol in prices))) {
        response.writeHead(400, json).end(JSON.stringify({ code: -1121, msg: 'Invalid symbol.' }));
        return;
      }
      response.writeHead(200, json).end(JSON.stringify(symbols.map((symbol) => ({ symbol, price: prices[symbol] }))));
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    source.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    source.money.priceSourceUrl = source.url;
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });
  return source;
}
