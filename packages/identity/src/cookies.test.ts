import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, csrfOf, startServer, type TestServer } from './test/harness.js';

const email = 'cookies@example.com';
const password = 'cookie-jar-2026';

async function loginSetCookies(server: TestServer): Promise<string[]> {
  const client = browser(server);
  const flow = await client.api.createBrowserLoginFlow();
  const response = await client.api.updateLoginFlowRaw({
    flow: flow.id,
    updateLoginFlowBody: { method: 'password', identifier: email, password, csrf_token: csrfOf(flow) },
  });
  return response.raw.headers.getSetCookie();
}

describe('cookies over http', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
    await server.service.createIdentity({ email, password });
  });
  afterAll(async () => server?.close());

  it('are HttpOnly, SameSite=Lax, for the whole site, and not Secure', async () => {
    const [session] = (await loginSetCookies(server)).filter((cookie) => cookie.startsWith('ory_kratos_session='));
    expect(session).toMatch(/; HttpOnly/);
    expect(session).toMatch(/; SameSite=Lax/);
    expect(session).toMatch(/; Path=\//);
    expect(session).not.toMatch(/Secure/);
  });
});

describe('cookies behind an https public URL', () => {
  // As behind a TLS-terminating proxy: the public URL is https although the socket is not.
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ publicUrl: 'https://pool.example/api/identity', uiUrl: 'https://pool.example' });
  });
  afterAll(async () => server?.close());

  it('are Secure, and flows and redirects use the public URLs', async () => {
    const navigation = await fetch(`${server.baseUrl}/self-service/login/browser`, { redirect: 'manual' });
    expect(navigation.headers.getSetCookie().join('\n')).toMatch(/^csrf_token_identity=.*; Secure$/);
    expect(navigation.headers.get('location')).toMatch(/^https:\/\/pool\.example\/auth\/login\?flow=/);
    const flow = await browser(server).api.createBrowserLoginFlow();
    expect(flow.ui.action).toBe(`https://pool.example/api/identity/self-service/login?flow=${flow.id}`);
  });
});
