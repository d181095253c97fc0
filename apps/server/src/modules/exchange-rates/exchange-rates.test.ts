import { beforeEach, describe, expect, it } from 'vitest';
import { errorResponseSchema, exchangeRatesPath, exchangeRatesResponseSchema } from '@pool/contract';
import { useLoopbackPriceSource } from '../../test/loopback-price-source.js';
import { useTestApp } from '../../test/test-app.js';
import { TestIdentity } from '../../test/test-identity.js';
import { ApiError } from '../../http/api-error.js';
import { acceptedPrice, BinancePriceSource } from './price-source.js';
import { exchangeRateCacheMs, ExchangeRatesService } from './service.js';

/** Prices the loopback source knows; the bad ones must never reach a caller. */
const prices: Record<string, string> = {
  BTCUSDT: '97123.45000000',
  BTCRUB: '9012345.67000000',
  ETHBTC: '0.00000000',
  DOGEBTC: '1e400',
};
const source = useLoopbackPriceSource(prices);
beforeEach(() => {
  source.mode = 'prices';
  source.calls = [];
});

let now = new Date('2026-06-01T12:00:00.000Z');
const testApp = useTestApp(new TestIdentity(), { clock: () => now, money: source.money });

const rates = (symbols: string) =>
  testApp.app.inject({
    method: 'GET',
    url: `/api/backend/v0.1${exchangeRatesPath}?symbols=${encodeURIComponent(symbols)}`,
  });
const later = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

describe('GET /exchange-rates', () => {
  it('answers the prices of the symbols without a session, in the order asked', async () => {
    const response = await rates('["BTCUSDT","BTCRUB"]');
    expect(response.statusCode).toBe(200);
    expect(exchangeRatesResponseSchema.parse(response.json())).toEqual([
      { symbol: 'BTCUSDT', price: '97123.45000000' },
      { symbol: 'BTCRUB', price: '9012345.67000000' },
    ]);
    expect(source.calls).toEqual([['BTCRUB', 'BTCUSDT']]);
  });

  it('serves a symbol from memory for a minute, then asks the source again', async () => {
    later(exchangeRateCacheMs);
    expect((await rates('["BTCUSDT"]')).json()).toEqual([{ symbol: 'BTCUSDT', price: '97123.45000000' }]);
    later(exchangeRateCacheMs - 1);
    expect((await rates('["BTCUSDT","BTCUSDT"]')).json()).toEqual([{ symbol: 'BTCUSDT', price: '97123.45000000' }]);
    // Only the symbol that is not cached yet goes to the source.
    await rates('["BTCUSDT","ETHBTC"]');
    expect(source.calls).toEqual([['BTCUSDT'], ['ETHBTC']]);
    later(1);
    await rates('["BTCUSDT"]');
    expect(source.calls).toEqual([['BTCUSDT'], ['ETHBTC'], ['BTCUSDT']]);
  });

  it('shares one call among concurrent requests', async () => {
    later(exchangeRateCacheMs);
    const answers = await Promise.all(Array.from({ length: 5 }, () => rates('["BTCRUB"]')));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(source.calls).toEqual([['BTCRUB']]);
  });

  it('leaves out prices that are not finite and above zero', async () => {
    later(exchangeRateCacheMs);
    expect((await rates('["ETHBTC","DOGEBTC","BTCUSDT"]')).json()).toEqual([
      { symbol: 'BTCUSDT', price: '97123.45000000' },
    ]);
  });

  it('refuses malformed symbols and symbols the source does not know with 400', async () => {
    for (const symbols of ['BTCUSDT', '["btcusdt"]', '[]', '["BTC-USDT"]', `[${'"BTCUSDT",'.repeat(10)}"BTCRUB"]`]) {
      const response = await rates(symbols);
      expect(response.statusCode, symbols).toBe(400);
      expect(errorResponseSchema.parse(response.json()).error.code).toBe('invalid_input');
    }
    expect(source.calls).toEqual([]);
    const unknown = await rates('["NOSUCHCOIN"]');
    expect(unknown.statusCode).toBe(400);
    expect(errorResponseSchema.parse(unknown.json()).error).toMatchObject({
      code: 'invalid_input',
      fields: [{ name: 'querystring.symbols', code: 'invalid_input' }],
    });
  });

  it('answers 502 price_source_unavailable, without a stack, when the source fails', async () => {
    for (const mode of ['down', 'garbage'] as const) {
      later(exchangeRateCacheMs);
      source.mode = mode;
      const response = await rates('["BTCUSDT"]');
      expect(response.statusCode, mode).toBe(502);
      expect(response.json()).toEqual({
        error: { code: 'price_source_unavailable', message: 'The price source is unavailable' },
      });
    }
  });
});

describe('the price source client', () => {
  it('gives up on a source that does not answer within its timeout', async () => {
    source.mode = 'hang';
    const service = new ExchangeRatesService(new BinancePriceSource(source.url, 200), () => now, testApp.app.log);
    const failure = await service.rates(['BTCUSDT']).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ statusCode: 502, code: 'price_source_unavailable' });
  });

  it('accepts only plain decimals above zero', () => {
    expect(acceptedPrice('97123.45')).toBe('97123.45');
    expect(acceptedPrice('1')).toBe('1');
    for (const price of ['0', '0.000', '-1', '1e3', 'Infinity', 'NaN', '0x10', '', ' 1', '1.']) {
      expect(acceptedPrice(price), price).toBeUndefined();
    }
  });
});
