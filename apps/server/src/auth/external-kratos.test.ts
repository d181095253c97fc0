import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerIdentity } from '@pool/identity';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { ExternalKratos } from './external-kratos.js';

/**
 * The adapter for an external Ory Kratos, tested against our own identity service over
 * HTTP: it speaks the same public protocol.
 */
let database: TestDatabase;
let kratos: FastifyInstance;
let publicUrl: string;
let sessionToken: string;

beforeAll(async () => {
  database = await createTestDatabase();
  kratos = Fastify();
  await kratos.register(cookie);
  const identity = await registerIdentity(kratos, {
    prefix: '/kratos',
    pool: database.pool,
    logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
  });
  await identity.createIdentity({ email: 'external@example.com', password: 'Kratos-Test-2026!' });
  const address = await kratos.listen({ port: 0, host: '127.0.0.1' });
  publicUrl = `${address}/kratos`;

  const flow = (await (await fetch(`${publicUrl}/self-service/login/api`)).json()) as { id: string };
  const login = await fetch(`${publicUrl}/self-service/login?flow=${flow.id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ method: 'password', identifier: 'external@example.com', password: 'Kratos-Test-2026!' }),
  });
  expect(login.status).toBe(200);
  sessionToken = ((await login.json()) as { session_token: string }).session_token;
});

afterAll(async () => {
  await kratos.close();
  await database.drop();
});

describe('ExternalKratos', () => {
  it('reads the session behind a session token from /sessions/whoami', async () => {
    const adapter = new ExternalKratos({ publicUrl });
    const lookup = await adapter.sessionFromRequest({ headers: { 'x-session-token': sessionToken } });
    expect(lookup.kind).toBe('session');
    const identityId = lookup.kind === 'session' ? lookup.session.identity?.id : undefined;
    expect(identityId).toMatch(/^[0-9a-f-]{36}$/);
    // Without an admin API, the identity comes from what whoami showed.
    expect(await adapter.getIdentity(identityId!)).toMatchObject({ email: 'external@example.com' });
  });

  it('sees no session without credentials, or with a wrong token, and does not ask for none', async () => {
    const fetcher = vi.fn((...args: Parameters<typeof fetch>) => fetch(...args));
    const adapter = new ExternalKratos({ publicUrl, fetcher });
    expect(await adapter.sessionFromRequest({ headers: {} })).toEqual({ kind: 'none' });
    expect(fetcher).not.toHaveBeenCalled();
    expect(await adapter.sessionFromRequest({ headers: { authorization: 'Bearer not-a-token' } })).toEqual({
      kind: 'none',
    });
  });

  it('reuses an answer for the same credentials within the cache time only', async () => {
    let now = 1_000_000;
    const fetcher = vi.fn((...args: Parameters<typeof fetch>) => fetch(...args));
    const adapter = new ExternalKratos({ publicUrl, fetcher, cacheMs: 5000, clock: () => now });
    const request = { headers: { 'x-session-token': sessionToken } };
    await adapter.sessionFromRequest(request);
    now += 4999;
    await adapter.sessionFromRequest(request);
    expect(fetcher).toHaveBeenCalledTimes(1);
    now += 2;
    await adapter.sessionFromRequest(request);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('forwards only the session cookies of the request', async () => {
    const fetcher = vi.fn((..._args: Parameters<typeof fetch>) => Promise.resolve(new Response('', { status: 401 })));
    const adapter = new ExternalKratos({ publicUrl, fetcher });
    await adapter.sessionFromRequest({ headers: { cookie: 'XSRF-TOKEN=x; ory_kratos_session=abc; other=1' } });
    const init = fetcher.mock.calls[0]?.[1];
    expect((init?.headers as Record<string, string>).cookie).toBe('ory_kratos_session=abc');
  });
});
