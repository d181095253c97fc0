import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The prices the loopback price service quotes (e2e tests compare the app's fiat with them). */
export const e2ePrices = { 'BTC-USD': '97500.00', 'USDT-USD': '1.0000', 'BTC-RUB': '9100000.00' } as const;
const binanceSymbols: Record<string, string> = { BTCUSDT: '97500.00000000', BTCRUB: '9100000.00000000' };

/**
 * A price service on loopback that speaks the two real protocols the pool uses: Coinbase's
 * `GET /v2/prices/{pair}/spot` (the app asks it first, cross-origin, so it sends CORS
 * headers) and Binance's `GET /api/v3/ticker/price?symbols=[...]` (behind the server's proxy).
 */
export async function startPriceServer(): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Content-Type', 'application/json');
    const spot = /^\/v2\/prices\/([A-Z]+-[A-Z]+)\/spot$/.exec(url.pathname);
    if (spot && spot[1]! in e2ePrices) {
      const pair = spot[1] as keyof typeof e2ePrices;
      const [base, currency] = pair.split('-');
      response.end(JSON.stringify({ data: { amount: e2ePrices[pair], base, currency } }));
      return;
    }
    if (url.pathname === '/api/v3/ticker/price') {
      let symbols: unknown;
      try {
        symbols = JSON.parse(url.searchParams.get('symbols') ?? '[]');
      } catch {
        symbols = null;
      }
      if (!Array.isArray(symbols) || symbols.some((symbol) => !(String(symbol) in binanceSymbols))) {
        response.statusCode = 400;
        response.end(JSON.stringify({ code: -1121, msg: 'Invalid symbol.' }));
        return;
      }
      response.end(JSON.stringify(symbols.map((symbol: string) => ({ symbol, price: binanceSymbols[symbol] }))));
      return;
    }
    response.statusCode = 404;
    response.end(JSON.stringify({ message: 'not found' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
