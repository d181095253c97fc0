import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, failure, signIn, startServer, type TestServer } from './test/harness.js';

let server: TestServer;
const email = 'sessions@example.com';
const password = 'difficulty-adjust-9';

beforeAll(async () => {
  server = await startServer({
    allowedReturnOrigins: ['https://pool.example'],
    // Many sign-ins of one identifier here; the limiter has its own test.
    loginRateLimit: { perIdentifier: 1000 },
  });
  await server.service.createIdentity({ email, password, traits: { language: 'en' } });
});
afterAll(async () => server?.close());

describe('sessions', () => {
  it('answers whoami without a session with 401 session_inactive', async () => {
    const { status, body } = await failure(browser(server).api.toSession());
    expect(status).toBe(401);
    expect(body.error.id).toBe('session_inactive');
  });

  it('lists the other sessions, revokes one and then all others', async () => {
    const main = browser(server);
    const phone = browser(server);
    const laptop = browser(server);
    await signIn(main, email, password);
    const phoneLogin = await signIn(phone, email, password);
    await signIn(laptop, email, password);
    const others = await main.api.listMySessions();
    expect(others.map((session) => session.id)).toContain(phoneLogin.session.id);
    expect(others.length).toBeGreaterThanOrEqual(2);
    await main.api.disableMySession({ id: phoneLogin.session.id });
    expect((await failure(phone.api.toSession())).status).toBe(401);
    const { count } = await main.api.disableMyOtherSessions();
    expect(count).toBeGreaterThanOrEqual(1);
    expect((await failure(laptop.api.toSession())).status).toBe(401);
    expect((await main.api.toSession()).active).toBe(true);
    expect(await main.api.listMySessions()).toEqual([]);
    // The current session is ended by logging out, not by revocation.
    const current = await main.api.toSession();
    expect((await failure(main.api.disableMySession({ id: current.id }))).status).toBe(400);
  });

  it('paginates the session list with Link headers', async () => {
    const main = browser(server);
    await signIn(main, email, password);
    for (let i = 0; i < 3; i++) await signIn(browser(server), email, password);
    const response = await main.api.listMySessionsRaw({ pageSize: 2 });
    const page = await response.value();
    expect(page).toHaveLength(2);
    const link = response.raw.headers.get('link') ?? '';
    const next = /<([^>]+)>; rel="next"/.exec(link)?.[1];
    expect(next).toBeTruthy();
    const pageToken = new URL(next!).searchParams.get('page_token')!;
    const second = await main.api.listMySessions({ pageSize: 2, pageToken });
    expect(second.length).toBeGreaterThanOrEqual(1);
    expect(second.map((session) => session.id)).not.toContain(page[0]!.id);
  });

  it('logs a browser out through the logout URL', async () => {
    const client = browser(server);
    await signIn(client, email, password);
    const logout = await client.api.createBrowserLogoutFlow({ returnTo: 'https://pool.example/bye' });
    expect(logout.logout_url).toContain('/self-service/logout?token=');
    const response = await client.fetch(logout.logout_url);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('https://pool.example/bye');
    expect(client.cookies.has('ory_kratos_session')).toBe(false);
    expect((await failure(client.api.createBrowserLogoutFlow())).status).toBe(401);
  });

  it('logs out through the SDK with the logout token', async () => {
    const client = browser(server);
    await signIn(client, email, password);
    const { logout_token } = await client.api.createBrowserLogoutFlow();
    await client.api.updateLogoutFlow({ token: logout_token });
    expect((await failure(client.api.toSession())).status).toBe(401);
  });

  it('revokes an API session with DELETE /self-service/logout/api', async () => {
    const client = browser(server);
    const flow = await client.api.createNativeLoginFlow();
    const { session_token } = await client.api.updateLoginFlow({
      flow: flow.id,
      updateLoginFlowBody: { method: 'password', identifier: email, password },
    });
    await client.api.performNativeLogout({ performNativeLogoutBody: { session_token: session_token! } });
    expect((await failure(client.api.toSession({ xSessionToken: session_token! }))).status).toBe(401);
  });

  it('exposes the session to the host server', async () => {
    const client = browser(server);
    const login = await signIn(client, email, password);
    const cookie = client.cookies.get('ory_kratos_session')!;
    const lookup = await server.service.sessionFromRequest({ headers: {}, cookies: { ory_kratos_session: cookie } });
    expect(lookup).toMatchObject({
      kind: 'session',
      session: { id: login.session.id, identity: { traits: { email } } },
    });
    expect(await server.service.sessionFromRequest({ headers: { authorization: 'Bearer nope' } })).toEqual({
      kind: 'none',
    });
    const identity = await server.service.getIdentity(login.session.identity!.id);
    expect(identity).toEqual({ id: login.session.identity!.id, email, language: 'en' });
    await server.service.setLanguage(identity!.id, 'de');
    expect((await server.service.getIdentity(identity!.id))?.language).toBe('de');
    expect(await server.service.createIdentity({ email: email.toUpperCase(), password: 'x' })).toEqual({
      id: identity!.id,
      created: false,
    });
    expect(await server.service.credentialsOf(identity!.id)).toEqual({
      password: true,
      totp: false,
      lookup_secret: false,
      webauthn: false,
    });
  });

  it('answers CORS preflights for allowed origins only, echoing the origin', async () => {
    const allowed = await fetch(`${server.baseUrl}/sessions/whoami`, {
      method: 'OPTIONS',
      headers: { origin: 'https://pool.example', 'access-control-request-method': 'GET' },
    });
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://pool.example');
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    const other = await fetch(`${server.baseUrl}/sessions/whoami`, { headers: { origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers a NUL byte anywhere in a submission with a Kratos 400, never a 500', async () => {
    const client = browser(server);
    const flow = await client.api.createBrowserLoginFlow();
    for (const [url, body] of [
      [
        `${server.baseUrl}/self-service/login?flow=${flow.id}`,
        { method: 'password', identifier: 'a\u0000@example.com', password: 'x' },
      ],
      [
        `${server.baseUrl}/self-service/login?flow=${flow.id}%00`,
        { method: 'password', identifier: 'a@example.com', password: 'x' },
      ],
      [
        `${server.baseUrl}/self-service/recovery?flow=${flow.id}`,
        { method: 'code', email: 'x\u0000', code: '1\u0000' },
      ],
    ] as const) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status, url).toBe(400);
      expect(((await response.json()) as { error: { code: number } }).error.code).toBe(400);
    }
    const query = await fetch(`${server.baseUrl}/self-service/login/flows?id=%00`, {
      headers: { accept: 'application/json' },
    });
    expect(query.status).toBe(400);
  });

  it('answers unknown routes and malformed JSON with Kratos JSON errors', async () => {
    const missing = await fetch(`${server.baseUrl}/nope`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: { code: number } }).error.code).toBe(404);
    const flow = await browser(server).api.createNativeLoginFlow();
    const malformed = await fetch(`${server.baseUrl}/self-service/login?flow=${flow.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: '{not json',
    });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { error: { message: string } }).error.message).toBeTruthy();
  });
});

describe('last use', () => {
  it('records when a request last used a session, to the minute, and lists it', async () => {
    const timed = await startServer();
    try {
      await timed.service.createIdentity({ email, password });
      const laptop = browser(timed);
      await signIn(laptop, email, password);
      // The SDK keeps only Kratos's fields: read the answers as sent.
      const whoami = async () => (await (await laptop.api.toSessionRaw({})).raw.json()) as Record<string, string>;
      const signedIn = await whoami();
      expect(signedIn.last_used_at).toBe(signedIn.authenticated_at);
      timed.clock.advance(30_000);
      expect((await whoami()).last_used_at).toBe(signedIn.authenticated_at);
      timed.clock.advance(60_000);
      const used = new Date(Date.parse(signedIn.authenticated_at!) + 90_000).toISOString();
      expect((await whoami()).last_used_at).toBe(used);
      const phone = browser(timed);
      await signIn(phone, email, password);
      const listed = (await (await phone.api.listMySessionsRaw({})).raw.json()) as Record<string, string>[];
      expect(listed.find((session) => session.id === signedIn.id)?.last_used_at).toBe(used);
    } finally {
      await timed.close();
    }
  });
});

describe('session lifespan', () => {
  it('ends a session after the configured lifespan', async () => {
    const short = await startServer({ sessionLifespanSeconds: 3600 });
    try {
      await short.service.createIdentity({ email, password });
      const client = browser(short);
      await signIn(client, email, password);
      short.clock.advance(3599_000);
      expect((await client.api.toSession()).active).toBe(true);
      short.clock.advance(2000);
      expect((await failure(client.api.toSession())).status).toBe(401);
    } finally {
      await short.close();
    }
  });
});
