import { createHash } from 'node:crypto';
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
import { softAuthenticator } from './test/soft-authenticator.js';

let server: TestServer;
const email = 'hardware@example.com';
const password = 'hardware-key-2026';
let key: ReturnType<typeof softAuthenticator>;

beforeAll(async () => {
  server = await startServer({ loginRateLimit: { perIdentifier: 1000 } });
  key = softAuthenticator(server.origin);
});
afterAll(async () => server?.close());

const triggerValue = (flow: { ui: { nodes: readonly unknown[] } }, name: string) =>
  nodeNamed(flow, name)?.attributes.value as string;

describe('WebAuthn', () => {
  it('serves the script the nodes point at, matching their integrity', async () => {
    const client = await registeredBrowser(server, 'script@example.com');
    const flow = await client.api.createBrowserSettingsFlow();
    const script = nodeNamed(flow, 'webauthn_script')!.attributes as unknown as { src: string; integrity: string };
    expect(script.src).toBe(`${server.baseUrl}/.well-known/ory/webauthn.js`);
    const response = await fetch(script.src);
    expect(response.headers.get('content-type')).toContain('javascript');
    const source = await response.text();
    expect(source).toContain('window.oryWebAuthnRegistration');
    expect(`sha512-${createHash('sha512').update(source).digest('base64')}`).toBe(script.integrity);
  });

  it('registers a security key in settings, which then guards login as a second factor', async () => {
    const client = await registeredBrowser(server, email, password);
    const flow = await client.api.createBrowserSettingsFlow();
    expect(nodeNamed(flow, 'webauthn_register_trigger')?.attributes).toMatchObject({
      type: 'button',
      onclickTrigger: 'oryWebAuthnRegistration',
    });
    const unnamed = await failure(
      client.api.updateSettingsFlow({
        flow: flow.id,
        updateSettingsFlowBody: {
          method: 'webauthn',
          webauthn_register: key.register(triggerValue(flow, 'webauthn_register_trigger')),
          csrf_token: csrfOf(flow),
        },
      }),
    );
    expect(nodeNamed(unnamed.body, 'webauthn_register_displayname')?.messages[0]?.id).toBe(4000002);
    const bad = await failure(
      client.api.updateSettingsFlow({
        flow: flow.id,
        updateSettingsFlowBody: {
          method: 'webauthn',
          webauthn_register: '{"nope":1}',
          webauthn_register_displayname: 'Blue key',
          csrf_token: csrfOf(flow),
        },
      }),
    );
    expect(bad.body.ui.messages).toEqual([
      {
        id: 4000001,
        text: 'Unable to parse WebAuthn response.',
        type: 'error',
        context: { reason: 'Unable to parse WebAuthn response.' },
      },
    ]);
    const saved = await client.api.updateSettingsFlow({
      flow: flow.id,
      updateSettingsFlowBody: {
        method: 'webauthn',
        webauthn_register: key.register(triggerValue(flow, 'webauthn_register_trigger')),
        webauthn_register_displayname: 'Blue key',
        csrf_token: csrfOf(flow),
      },
    });
    expect(saved.state).toBe('success');
    expect(nodeNamed(saved, 'webauthn_remove')?.meta.label).toMatchObject({
      id: 1050018,
      text: 'Remove security key "Blue key"',
    });

    const other = browser(server);
    expect((await failure(signIn(other, email, password))).status).toBe(422);
    const login = await other.api.createBrowserLoginFlow({ aal: 'aal2' });
    expect(nodeNamed(login, 'identifier')?.attributes.value).toBe(email);
    expect(nodeNamed(login, 'webauthn_login_trigger')?.meta.label?.id).toBe(1010008);
    const garbled = await failure(
      other.api.updateLoginFlow({
        flow: login.id,
        updateLoginFlowBody: {
          method: 'webauthn',
          identifier: email,
          webauthn_login: 'garbage',
          csrf_token: csrfOf(login),
        },
      }),
    );
    expect(firstMessageId(garbled.body)).toBe(4000001);
    const forged = await failure(
      other.api.updateLoginFlow({
        flow: login.id,
        updateLoginFlowBody: {
          method: 'webauthn',
          identifier: email,
          webauthn_login: softAuthenticator(server.origin).assert(triggerValue(login, 'webauthn_login_trigger')),
          csrf_token: csrfOf(login),
        },
      }),
    );
    expect(firstMessageId(forged.body)).toBe(4000006);
    const done = await other.api.updateLoginFlow({
      flow: login.id,
      updateLoginFlowBody: {
        method: 'webauthn',
        identifier: email,
        webauthn_login: key.assert(triggerValue(login, 'webauthn_login_trigger')),
        csrf_token: csrfOf(login),
      },
    });
    expect(done.session.authenticator_assurance_level).toBe('aal2');
    expect(done.session.authentication_methods?.map((method) => method.method)).toEqual(['password', 'webauthn']);
  });

  it('removes the key in settings', async () => {
    const client = browser(server);
    await failure(signIn(client, email, password));
    const login = await client.api.createBrowserLoginFlow({ aal: 'aal2' });
    await client.api.updateLoginFlow({
      flow: login.id,
      updateLoginFlowBody: {
        method: 'webauthn',
        identifier: email,
        webauthn_login: key.assert(triggerValue(login, 'webauthn_login_trigger')),
        csrf_token: csrfOf(login),
      },
    });
    const flow = await client.api.createBrowserSettingsFlow();
    const removed = await client.api.updateSettingsFlow({
      flow: flow.id,
      updateSettingsFlowBody: {
        method: 'webauthn',
        webauthn_remove: nodeNamed(flow, 'webauthn_remove')!.attributes.value as string,
        csrf_token: csrfOf(flow),
      },
    });
    expect(removed.state).toBe('success');
    expect(nodeNamed(removed, 'webauthn_remove')).toBeUndefined();
    expect((await signIn(browser(server), email, password)).session.authenticator_assurance_level).toBe('aal1');
  });
});
