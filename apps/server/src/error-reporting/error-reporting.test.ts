import * as Sentry from '@sentry/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error.js';
import { startSentryReceiver, type SentryReceiver } from '../test/sentry-receiver.js';
import { useTestApp } from '../test/test-app.js';
import { TestIdentity } from '../test/test-identity.js';
import { startErrorReporting, stopErrorReporting } from './error-reporting.js';

const secretToken = 'eyJhbGciOiJIUzI1NiJ9.c2VjcmV0.sig';
const secretEmail = 'miner.alice@example.com';
const authorizationToken = 'auth-header-token-42';

let receiver: SentryReceiver;
let baseUrl: string;

// The SDK hooks Fastify instances as they are created, so it starts before the app is built.
beforeAll(async () => {
  receiver = await startSentryReceiver();
  startErrorReporting({ dsn: receiver.dsn, environment: 'test', release: '0.1.0+test' });
});
const testApp = useTestApp(new TestIdentity());

beforeAll(async () => {
  // Test-only routes on the real app, reached over real HTTP on loopback (the SDK reads
  // the request from the HTTP server, which app.inject bypasses).
  testApp.app.get<{ Params: { attempt: string } }>('/test-errors/fault/:attempt', (request) => {
    Sentry.setExtra('upstream call', `Authorization: Bearer ${secretToken} for ${secretEmail}`);
    // Each attempt's message differs: the SDK drops an event identical to the one before.
    throw new Error(`payout ${request.params.attempt} for ${secretEmail} failed with Bearer ${secretToken}`);
  });
  testApp.app.get('/test-errors/refused', () => {
    throw new ApiError(403, 'access_denied', `Access denied to ${secretEmail}`);
  });
  baseUrl = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await stopErrorReporting();
  await receiver.close();
});

function get(path: string) {
  return fetch(`${baseUrl}${path}`, {
    headers: { authorization: `Bearer ${authorizationToken}`, 'x-contact': secretEmail },
  });
}

describe('server error reporting', () => {
  it('reports a 5xx with the request, and removes bearer tokens, e-mails and the Authorization header', async () => {
    const response = await get('/test-errors/fault/1');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: { code: 'internal_error', message: 'Internal error' } });

    const envelope = await receiver.waitFor((e) => e.items.some((item) => item.header.type === 'event'));
    const event = envelope.items.find((item) => item.header.type === 'event')!.payload as {
      exception: { values: Array<{ value: string }> };
      request: { url: string; headers: Record<string, string> };
      extra: Record<string, string>;
      release: string;
      environment: string;
    };
    expect(event.exception.values.at(-1)!.value).toBe('payout 1 for [email] failed with Bearer [Filtered]');
    expect(event.request.url).toContain('/test-errors/fault/1');
    expect(event.request.headers['x-contact']).toBe('[email]');
    expect(event.request.headers.authorization ?? '[Filtered]').toBe('[Filtered]');
    expect(event.extra['upstream call']).toBe('Authorization: [Filtered] for [email]');
    expect(event).toMatchObject({ release: '0.1.0+test', environment: 'test' });
    for (const secret of [secretToken, secretEmail, authorizationToken]) expect(envelope.text).not.toContain(secret);
  });

  it('does not report a refusal (4xx)', async () => {
    const response = await get('/test-errors/refused');
    expect(response.status).toBe(403);
    // A 5xx sent after it arrives; had the 403 been reported, it would have arrived first.
    const before = receiver.itemsOf('event').length;
    await get('/test-errors/fault/2');
    await receiver.waitFor(() => receiver.itemsOf('event').length > before);
    const events = receiver.itemsOf('event') as Array<{ exception: { values: Array<{ value: string }> } }>;
    expect(events.map((event) => event.exception.values.at(-1)!.value)).not.toContainEqual(
      expect.stringContaining('Access denied'),
    );
    expect(events).toHaveLength(before + 1);
  });

  it('samples traces by the request path (0.2 for miners, workers, payments and sign-in) and keeps 50 breadcrumbs', () => {
    const options = Sentry.getClient()!.getOptions();
    const rateOf = (url: string) =>
      options.tracesSampler!({
        name: `GET ${url}`,
        normalizedRequest: { url },
        attributes: {},
        inheritOrSampleWith: () => 1,
      });
    expect(
      [
        '/api/backend/v0.1/miners/7/workers',
        '/api/backend/v0.1/payments',
        '/api/identity/self-service/login/browser',
        '/api/backend/v0.1/pools/current',
      ].map(rateOf),
    ).toEqual([0.2, 0.2, 0.2, 0.08]);
    expect(options.maxBreadcrumbs).toBe(50);
  });
});
