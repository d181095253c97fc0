import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browser,
  csrfOf,
  failure,
  firstMessageId,
  nodeNamed,
  registeredBrowser,
  signIn,
  startServer,
  type TestServer,
} from './test/harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server?.close());

describe('settings flow', () => {
  it('needs a session: 401 for JSON, a redirect to login for a navigation', async () => {
    const client = browser(server);
    expect((await failure(client.api.createBrowserSettingsFlow())).body.error.id).toBe('session_inactive');
    const navigation = await client.fetch(`${server.baseUrl}/self-service/settings/browser`);
    expect(navigation.status).toBe(303);
    expect(navigation.headers.get('location')).toBe(`${server.baseUrl}/self-service/login/browser`);
  });

  it('shows profile, password, lookup secret, WebAuthn and TOTP forms in the order Kratos uses', async () => {
    const client = await registeredBrowser(server, 'settings-form@example.com');
    const flow = await client.api.createBrowserSettingsFlow();
    expect(flow.state).toBe('show_form');
    expect(flow.identity.traits).toMatchObject({ email: 'settings-form@example.com' });
    const names = flow.ui.nodes.map(
      (node) =>
        `${node.group}:${(node.attributes as { name?: string; id?: string }).name ?? (node.attributes as { id: string }).id}`,
    );
    expect(names).toEqual([
      'default:csrf_token',
      'profile:traits.email',
      'profile:traits.terms_agreed',
      'profile:traits.language',
      'profile:method',
      'password:password',
      'password:method',
      'lookup_secret:lookup_secret_regenerate',
      'webauthn:webauthn_register_displayname',
      'webauthn:webauthn_register',
      'webauthn:webauthn_register_trigger',
      'webauthn:webauthn_script',
      'totp:totp_qr',
      'totp:totp_secret_key',
      'totp:totp_code',
      'totp:method',
    ]);
    const qr = flow.ui.nodes.find((node) => (node.attributes as { id?: string }).id === 'totp_qr');
    expect((qr?.attributes as { src: string }).src).toMatch(/^data:image\/png;base64,/);
  });

  it('changes the password within the privileged window; the old one stops working', async () => {
    const email = 'rotate@example.com';
    const client = await registeredBrowser(server, email, 'first-password-1');
    const flow = await client.api.createBrowserSettingsFlow();
    const result = await client.api.updateSettingsFlow({
      flow: flow.id,
      updateSettingsFlowBody: { method: 'password', password: 'second-password-2', csrf_token: csrfOf(flow) },
    });
    expect(result.state).toBe('success');
    expect(result.ui.messages).toEqual([{ id: 1050001, text: 'Your changes have been saved!', type: 'success' }]);
    expect(firstMessageId((await failure(signIn(browser(server), email, 'first-password-1'))).body)).toBe(4000006);
    expect((await signIn(browser(server), email, 'second-password-2')).session.active).toBe(true);
  });

  it('signs every other session out when the password changes, and keeps this one', async () => {
    const email = 'stolen@example.com';
    const owner = await registeredBrowser(server, email, 'first-password-1');
    const thief = browser(server);
    await signIn(thief, email, 'first-password-1');
    expect((await thief.api.toSession()).active).toBe(true);
    const flow = await owner.api.createBrowserSettingsFlow();
    await owner.api.updateSettingsFlow({
      flow: flow.id,
      updateSettingsFlowBody: { method: 'password', password: 'second-password-2', csrf_token: csrfOf(flow) },
    });
    expect((await failure(thief.api.toSession())).status).toBe(401);
    expect((await owner.api.toSession()).active).toBe(true);
  });

  it('applies the password policy to a new password', async () => {
    const client = await registeredBrowser(server, 'weak-change@example.com');
    const flow = await client.api.createBrowserSettingsFlow();
    const { status, body } = await failure(
      client.api.updateSettingsFlow({
        flow: flow.id,
        updateSettingsFlowBody: { method: 'password', password: 'qwerty123', csrf_token: csrfOf(flow) },
      }),
    );
    expect(status).toBe(400);
    expect(nodeNamed(body, 'password')?.messages[0]?.id).toBe(4000034);
  });

  it('asks for re-authentication after the privileged window, then allows the change', async () => {
    const email = 'stale@example.com';
    const client = await registeredBrowser(server, email, 'stale-session-1');
    server.clock.advance(16 * 60_000);
    const flow = await client.api.createBrowserSettingsFlow();
    const update = () =>
      client.api.updateSettingsFlow({
        flow: flow.id,
        updateSettingsFlowBody: { method: 'password', password: 'fresh-password-2', csrf_token: csrfOf(flow) },
      });
    const { status, body } = await failure(update());
    expect(status).toBe(403);
    expect(body.error.id).toBe('session_refresh_required');
    const redirect = new URL(body.redirect_browser_to as string);
    expect(redirect.pathname).toBe('/api/identity/self-service/login/browser');
    expect(redirect.searchParams.get('refresh')).toBe('true');
    expect(redirect.searchParams.get('return_to')).toContain(`/settings?flow=${flow.id}`);
    const login = await client.api.createBrowserLoginFlow({
      refresh: true,
      returnTo: redirect.searchParams.get('return_to')!,
    });
    await client.api.updateLoginFlow({
      flow: login.id,
      updateLoginFlowBody: {
        method: 'password',
        identifier: email,
        password: 'stale-session-1',
        csrf_token: csrfOf(login),
      },
    });
    expect((await update()).state).toBe('success');
  });

  it('updates the profile; changing the address asks for verification', async () => {
    const client = await registeredBrowser(server, 'profile@example.com');
    const flow = await client.api.createBrowserSettingsFlow();
    const result = await client.api.updateSettingsFlow({
      flow: flow.id,
      updateSettingsFlowBody: {
        method: 'profile',
        traits: { email: 'profile-new@example.com', terms_agreed: true, language: 'fr' },
        csrf_token: csrfOf(flow),
      },
    });
    expect(result.state).toBe('success');
    expect(result.continue_with?.[0]?.action).toBe('show_verification_ui');
    const session = await client.api.toSession();
    expect(session.identity?.traits).toEqual({ email: 'profile-new@example.com', terms_agreed: true, language: 'fr' });
    expect(session.identity?.verifiable_addresses?.[0]?.verified).toBe(false);
    expect((await server.service.latestCourierMessage('profile-new@example.com'))?.code).toMatch(/^\d{6}$/);
  });

  it('refuses a settings flow of another identity', async () => {
    const owner = await registeredBrowser(server, 'owner@example.com');
    const intruder = await registeredBrowser(server, 'intruder@example.com');
    const flow = await owner.api.createBrowserSettingsFlow();
    const { status } = await failure(intruder.api.getSettingsFlow({ id: flow.id }));
    expect(status).toBe(403);
  });
});

describe('settings with return_to', () => {
  it('continues to return_to after saving', async () => {
    const client = await registeredBrowser(server, 'return-to@example.com');
    const returnTo = `${new URL(server.baseUrl).origin}/dashboard`;
    const flow = await client.api.createBrowserSettingsFlow({ returnTo });
    const result = await client.api.updateSettingsFlow({
      flow: flow.id,
      updateSettingsFlowBody: {
        method: 'profile',
        traits: { email: 'return-to@example.com', terms_agreed: true, language: 'en' },
        csrf_token: csrfOf(flow),
      },
    });
    expect(result.continue_with).toEqual([{ action: 'redirect_browser_to', redirect_browser_to: returnTo }]);
  });
});
