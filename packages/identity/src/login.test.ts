import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignIn } from './options.js';
import {
  browser,
  csrfOf,
  failure,
  firstMessageId,
  nodeNamed,
  signIn,
  startServer,
  type TestServer,
} from './test/harness.js';

let server: TestServer;
const email = 'Miner.One@example.com';
const password = 'hashrate-2026-ok';
/** What the host heard of (its sign-in notices). */
const signIns: SignIn[] = [];

beforeAll(async () => {
  server = await startServer({
    allowedReturnOrigins: ['https://pool.example'],
    onSignIn: async (signIn) => void signIns.push(signIn),
  });
  await server.service.createIdentity({ email, password });
});
afterAll(async () => server?.close());

describe('login flow', () => {
  it('renders the password form like Kratos', async () => {
    const { api } = browser(server);
    const flow = await api.createBrowserLoginFlow();
    expect(flow.type).toBe('browser');
    expect(flow.state).toBe('choose_method');
    expect(flow.ui.action).toBe(`${server.baseUrl}/self-service/login?flow=${flow.id}`);
    expect(flow.ui.method).toBe('POST');
    expect(flow.request_url).toBe(`${server.baseUrl}/self-service/login/browser`);
    expect(flow.ui.nodes.map((node) => [node.group, (node.attributes as { name: string }).name])).toEqual([
      ['default', 'csrf_token'],
      ['default', 'identifier'],
      ['password', 'password'],
      ['password', 'method'],
    ]);
    expect(flow.ui.nodes[1]!.meta.label).toEqual({
      id: 1070002,
      text: 'E-Mail',
      type: 'info',
      context: { name: 'traits.email', title: 'E-Mail' },
    });
    expect(flow.ui.nodes[3]!.meta.label?.id).toBe(1010022);
    expect(csrfOf(flow)).toMatch(/.{32,}/);
  });

  it('signs in with a case-insensitive identifier and sets an HttpOnly session cookie', async () => {
    const client = browser(server);
    const result = await signIn(client, 'miner.one@EXAMPLE.com', password);
    expect(result.session.identity?.traits).toMatchObject({ email });
    expect(result.session.authenticator_assurance_level).toBe('aal1');
    expect(client.cookies.has('ory_kratos_session')).toBe(true);
    const session = await client.api.toSession();
    expect(session.id).toBe(result.session.id);
  });

  it('tells the host of each new session with its address and browser, and of nothing else', async () => {
    const before = signIns.length;
    const client = browser(server);
    const result = await signIn(client, email, password);
    expect(signIns.slice(before)).toEqual([
      {
        identityId: result.session.identity!.id,
        sessionId: result.session.id,
        ipAddress: '127.0.0.1',
        userAgent: expect.any(String) as string,
        at: expect.any(Date) as Date,
      },
    ]);
    // A wrong password starts no session: nothing to tell.
    await signIn(browser(server), email, 'wrong-password-2026').catch(() => undefined);
    expect(signIns).toHaveLength(before + 1);
  });

  it('answers a wrong password with 400 and message 4000006, keeping the identifier', async () => {
    const client = browser(server);
    const flow = await client.api.createBrowserLoginFlow();
    const { status, body } = await failure(
      client.api.updateLoginFlow({
        flow: flow.id,
        updateLoginFlowBody: {
          method: 'password',
          identifier: email,
          password: 'wrong-password-1',
          csrf_token: csrfOf(flow),
        },
      }),
    );
    expect(status).toBe(400);
    expect(body.ui.messages).toEqual([
      {
        id: 4000006,
        text: 'The provided credentials are invalid, check for spelling mistakes in your password or username, email address, or phone number.',
        type: 'error',
      },
    ]);
    expect(nodeNamed(body, 'identifier')?.attributes.value).toBe(email);
    // The same flow can be read back with its messages (the UI does that after a form post).
    const reread = await client.api.getLoginFlow({ id: flow.id });
    expect(reread.ui.messages?.[0]?.id).toBe(4000006);
  });

  it('reports missing fields with 4000002 on each node', async () => {
    const client = browser(server);
    const flow = await client.api.createBrowserLoginFlow();
    const { status, body } = await failure(
      client.api.updateLoginFlow({
        flow: flow.id,
        updateLoginFlowBody: { method: 'password', identifier: '', password: '', csrf_token: csrfOf(flow) },
      }),
    );
    expect(status).toBe(400);
    const messagesOf = (name: string) => nodeNamed(body, name)?.messages;
    expect(messagesOf('identifier')).toEqual([
      { id: 4000002, text: 'Property identifier is missing.', type: 'error', context: { property: 'identifier' } },
    ]);
    expect(messagesOf('password')).toEqual([
      { id: 4000002, text: 'Property password is missing.', type: 'error', context: { property: 'password' } },
    ]);
  });

  it('rejects a missing or wrong CSRF token with security_csrf_violation', async () => {
    const client = browser(server);
    const flow = await client.api.createBrowserLoginFlow();
    const missing = await failure(
      client.api.updateLoginFlow({
        flow: flow.id,
        updateLoginFlowBody: { method: 'password', identifier: email, password },
      }),
    );
    expect(missing.status).toBe(403);
    expect(missing.body.error.id).toBe('security_csrf_violation');
    const wrong = await failure(
      client.api.updateLoginFlow({
        flow: flow.id,
        updateLoginFlowBody: { method: 'password', identifier: email, password, csrf_token: 'x'.repeat(43) },
      }),
    );
    expect(wrong.body.error.id).toBe('security_csrf_violation');
    // Another browser (other cookie) cannot use this browser's token either.
    const other = browser(server);
    const stolen = await failure(
      other.api.updateLoginFlow({
        flow: flow.id,
        updateLoginFlowBody: { method: 'password', identifier: email, password, csrf_token: csrfOf(flow) },
      }),
    );
    expect(stolen.body.error.id).toBe('security_csrf_violation');
  });

  it('keeps return_to for allowed origins and refuses others', async () => {
    const { api } = browser(server);
    const allowed = await api.createBrowserLoginFlow({ returnTo: 'https://pool.example/dashboard' });
    expect(allowed.return_to).toBe('https://pool.example/dashboard');
    const refused = await failure(api.createBrowserLoginFlow({ returnTo: 'https://evil.example/steal' }));
    expect(refused.status).toBe(400);
    expect(refused.body.error.id).toBe('self_service_flow_return_to_forbidden');
  });

  it('redirects a browser navigation to the UI with ?flow= and a signed-in browser onwards', async () => {
    const client = browser(server);
    const navigation = await client.fetch(`${server.baseUrl}/self-service/login/browser`);
    expect(navigation.status).toBe(303);
    const location = new URL(navigation.headers.get('location')!);
    expect(location.pathname).toBe('/auth/login');
    expect(location.searchParams.get('flow')).toMatch(/^[0-9a-f-]{36}$/);
    await signIn(client, email, password);
    const again = await client.fetch(`${server.baseUrl}/self-service/login/browser?return_to=https://pool.example/x`);
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe('https://pool.example/x');
    const json = await failure(client.api.createBrowserLoginFlow());
    expect(json.body.error.id).toBe('session_already_available');
  });

  it('accepts a form post and answers with 303 (UI on error, return_to on success)', async () => {
    const client = browser(server);
    const flow = await client.api.createBrowserLoginFlow({ returnTo: 'https://pool.example/after' });
    const post = (fields: Record<string, string>) =>
      client.fetch(`${server.baseUrl}/self-service/login?flow=${flow.id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      });
    const wrong = await post({
      csrf_token: csrfOf(flow),
      method: 'password',
      identifier: email,
      password: 'nope-12345',
    });
    expect(wrong.status).toBe(303);
    expect(wrong.headers.get('location')).toContain(`/auth/login?flow=${flow.id}`);
    const right = await post({ csrf_token: csrfOf(flow), method: 'password', identifier: email, password });
    expect(right.status).toBe(303);
    expect(right.headers.get('location')).toBe('https://pool.example/after');
    expect(client.cookies.has('ory_kratos_session')).toBe(true);
    const csrfless = await client.fetch(`${server.baseUrl}/self-service/login?flow=${flow.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'method=password',
    });
    // A browser form post never sees JSON: the error page gets the error by id.
    expect(csrfless.status).toBe(303);
    const errorUrl = new URL(csrfless.headers.get('location')!);
    expect(errorUrl.pathname).toBe('/500');
    const flowError = await client.api.getFlowError({ id: errorUrl.searchParams.get('id')! });
    expect((flowError.error as { id: string }).id).toBe('security_csrf_violation');
  });

  it('re-authenticates with refresh=true and updates authenticated_at', async () => {
    const client = browser(server);
    const first = await signIn(client, email, password);
    server.clock.advance(60_000);
    const flow = await client.api.createBrowserLoginFlow({ refresh: true });
    expect(flow.refresh).toBe(true);
    expect(flow.ui.messages?.[0]?.id).toBe(1010003);
    const identifier = flow.ui.nodes.find((node) => (node.attributes as { name: string }).name === 'identifier');
    expect(identifier?.attributes).toMatchObject({ type: 'hidden', value: email });
    const refreshed = await client.api.updateLoginFlow({
      flow: flow.id,
      updateLoginFlowBody: { method: 'password', identifier: email, password, csrf_token: csrfOf(flow) },
    });
    expect(refreshed.session.id).toBe(first.session.id);
    expect(refreshed.session.authenticated_at!.getTime()).toBe(first.session.authenticated_at!.getTime() + 60_000);
  });

  it('expires flows: 410 self_service_flow_expired with a replacement flow id', async () => {
    const client = browser(server);
    const flow = await client.api.createBrowserLoginFlow();
    server.clock.advance(11 * 60_000);
    const { status, body } = await failure(
      client.api.updateLoginFlow({
        flow: flow.id,
        updateLoginFlowBody: { method: 'password', identifier: email, password, csrf_token: csrfOf(flow) },
      }),
    );
    expect(status).toBe(410);
    expect(body.error.id).toBe('self_service_flow_expired');
    const replacement = await client.api.getLoginFlow({ id: body.use_flow_id as string });
    expect(replacement.ui.messages?.[0]?.id).toBe(4010001);
  });

  it('issues API flows without CSRF and returns a session token', async () => {
    const client = browser(server);
    const flow = await client.api.createNativeLoginFlow();
    expect(flow.type).toBe('api');
    expect(flow.ui.nodes.some((node) => (node.attributes as { name?: string }).name === 'csrf_token')).toBe(false);
    const result = await client.api.updateLoginFlow({
      flow: flow.id,
      updateLoginFlowBody: { method: 'password', identifier: email, password },
    });
    expect(result.session_token).toBeTruthy();
    expect(client.cookies.has('ory_kratos_session')).toBe(false);
    // A browser session (cookie) does not count for API flows.
    await signIn(client, email, password);
    expect((await client.api.createNativeLoginFlow()).type).toBe('api');
    const viaHeader = await client.api.toSession({ xSessionToken: result.session_token! });
    expect(viaHeader.id).toBe(result.session.id);
    const viaBearer = await fetch(`${server.baseUrl}/sessions/whoami`, {
      headers: { authorization: `Bearer ${result.session_token}` },
    });
    expect(viaBearer.status).toBe(200);
  });

  it('does not accept a completed flow again (4010007)', async () => {
    const client = browser(server);
    const flow = await client.api.createNativeLoginFlow();
    const submit = () =>
      client.api.updateLoginFlow({
        flow: flow.id,
        updateLoginFlowBody: { method: 'password', identifier: email, password },
      });
    await submit();
    const again = await failure(submit());
    expect(again.status).toBe(400);
    expect(firstMessageId(again.body)).toBe(4010007);
  });

  it('answers 410 when reading an expired flow, and 404 for an unknown one', async () => {
    const client = browser(server);
    const flow = await client.api.createBrowserLoginFlow();
    server.clock.advance(11 * 60_000);
    const expired = await failure(client.api.getLoginFlow({ id: flow.id }));
    expect(expired.status).toBe(410);
    expect(expired.body.use_flow_id).toMatch(/^[0-9a-f-]{36}$/);
    const unknown = await failure(client.api.getLoginFlow({ id: '00000000-0000-4000-8000-000000000000' }));
    expect(unknown.status).toBe(404);
  });
});
