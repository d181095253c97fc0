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

describe('ExternalKratos admin API (pool users, promo code restrictions)', () => {
  const userId = '00000000-0000-4000-8000-0000000000c1';
  const sessionId = '00000000-0000-4000-8000-0000000000d1';
  const kratosIdentity = {
    id: userId,
    traits: { email: 'miner@example.com' },
    verifiable_addresses: [{ value: 'miner@example.com', verified: true }],
    created_at: '2026-01-02T03:04:05Z',
    credentials: { password: {}, totp: {} },
  };
  const kratosSession = {
    id: sessionId,
    active: true,
    authenticator_assurance_level: 'aal2',
    authenticated_at: '2026-11-20T08:00:00Z',
    expires_at: '2026-12-20T08:00:00Z',
    devices: [{ ip_address: '203.0.113.9', user_agent: 'Safari' }],
    identity: { id: userId },
  };

  /** Answers as Kratos's admin API does, and records each call. */
  function adminFetcher() {
    return vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input);
      const method = init?.method ?? 'GET';
      const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
      if (method === 'DELETE') return new Response(null, { status: url.pathname.endsWith('/webauthn') ? 404 : 204 });
      if (
        url.pathname === '/admin/identities' &&
        url.searchParams.get('credentials_identifier') === 'miner@example.com'
      )
        return json([kratosIdentity]);
      if (url.pathname === '/admin/identities' && url.searchParams.getAll('ids').includes(userId))
        return json([kratosIdentity]);
      if (url.pathname === '/admin/identities') return json([]);
      if (url.pathname === `/admin/identities/${userId}/sessions`) return json([kratosSession]);
      if (url.pathname === `/admin/sessions/${sessionId}`) return json(kratosSession);
      return new Response('{}', { status: 404 });
    });
  }
  const calls = (fetcher: ReturnType<typeof adminFetcher>) =>
    fetcher.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${new URL(input).pathname}`);

  it('reads identities, sessions and e-mails in its shape, and never a secret', async () => {
    const fetcher = adminFetcher();
    const adapter = new ExternalKratos({
      publicUrl,
      adminUrl: 'http://kratos-admin.test',
      fetcher: fetcher as unknown as typeof fetch,
    });
    expect(await adapter.findByEmails(['Miner@example.com', 'ghost@example.com'])).toEqual([
      { id: userId, email: 'miner@example.com' },
    ]);
    expect(await adapter.adminIdentities([userId])).toEqual([
      {
        id: userId,
        email: 'miner@example.com',
        verified: true,
        created_at: new Date('2026-01-02T03:04:05Z'),
        credentials: { password: true, totp: true, lookup_secret: false, webauthn: false },
        last_sign_in_at: new Date('2026-11-20T08:00:00Z'),
      },
    ]);
    expect(await adapter.findSession(sessionId)).toEqual({
      id: sessionId,
      identity_id: userId,
      active: true,
      aal: 'aal2',
      authenticated_at: new Date('2026-11-20T08:00:00Z'),
      expires_at: new Date('2026-12-20T08:00:00Z'),
      ip_address: '203.0.113.9',
      user_agent: 'Safari',
    });
    expect(await adapter.findSession('00000000-0000-4000-8000-0000000000ff')).toBeUndefined();
  });

  it('revokes a session, removes the second-factor credentials and deletes an identity through the admin API', async () => {
    const fetcher = adminFetcher();
    const adapter = new ExternalKratos({
      publicUrl,
      adminUrl: 'http://kratos-admin.test',
      fetcher: fetcher as unknown as typeof fetch,
    });
    await adapter.revokeSession(sessionId);
    await adapter.resetSecondFactor(userId);
    await adapter.deleteIdentity(userId);
    expect(calls(fetcher)).toEqual([
      `DELETE /admin/sessions/${sessionId}`,
      `DELETE /admin/identities/${userId}/credentials/totp`,
      `DELETE /admin/identities/${userId}/credentials/lookup_secret`,
      `DELETE /admin/identities/${userId}/credentials/webauthn`,
      `DELETE /admin/identities/${userId}`,
    ]);
  });

  it('needs the admin URL for any of it', async () => {
    const adapter = new ExternalKratos({ publicUrl });
    await expect(adapter.sessionsOf(userId)).rejects.toMatchObject({ statusCode: 503 });
  });
});
