import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security-headers.js';

let priceServiceUrl: string | null = 'https://api.coinbase.com';
let sentryDsn: string | null = null;
const app = Fastify();
await registerSecurityHeaders(
  app,
  () => priceServiceUrl,
  () => sentryDsn,
);
app.get('/', () => 'ok');
afterAll(() => app.close());

async function connectSrc(): Promise<string | undefined> {
  const csp = String((await app.inject({ url: '/' })).headers['content-security-policy']);
  return csp.split(';').find((directive) => directive.startsWith('connect-src'));
}

describe('connect-src', () => {
  it("allows the pool's price service origin beside the server's own", async () => {
    expect(await connectSrc()).toBe("connect-src 'self' https://api.coinbase.com");
  });

  it('follows a change of the pool settings on the next response, keeping only the origin', async () => {
    priceServiceUrl = 'https://prices.example.com:8443/v2/rates';
    expect(await connectSrc()).toBe("connect-src 'self' https://prices.example.com:8443");
    priceServiceUrl = null;
    expect(await connectSrc()).toBe("connect-src 'self'");
  });

  it("allows the error-reporting DSN's origin, without its key or project", async () => {
    priceServiceUrl = null;
    sentryDsn = 'https://public-key@errors.example.com/42';
    expect(await connectSrc()).toBe("connect-src 'self' https://errors.example.com");
    sentryDsn = null;
  });
});
