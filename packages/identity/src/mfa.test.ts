import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from './strategies/totp.js';
import {
  browser,
  csrfOf,
  failure,
  firstMessageId,
  registeredBrowser,
  signIn,
  startServer,
  type TestServer,
} from './test/harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ loginRateLimit: { perIdentifier: 1000 } });
});
afterAll(async () => server?.close());

type Client = ReturnType<typeof browser>;
type Node = { attributes: { name?: string; id?: string; text?: { context?: Record<string, unknown> } } };

async function settingsFlow(client: Client) {
  return client.api.createBrowserSettingsFlow();
}

async function linkTotp(client: Client): Promise<string> {
  const flow = await settingsFlow(client);
  const secretNode = (flow.ui.nodes as Node[]).find((node) => node.attributes.id === 'totp_secret_key');
  const secret = secretNode!.attributes.text!.context!.secret as string;
  const wrong = await failure(
    client.api.updateSettingsFlow({
      flow: flow.id,
      updateSettingsFlowBody: { method: 'totp', totp_code: '000000', csrf_token: csrfOf(flow) },
    }),
  );
  expect(wrong.status).toBe(400);
  const done = await client.api.updateSettingsFlow({
    flow: flow.id,
    updateSettingsFlowBody: {
      method: 'totp',
      totp_code: totpCode(secret, server.clock.now()),
      csrf_token: csrfOf(flow),
    },
  });
  expect(done.state).toBe('success');
  expect((done.ui.nodes as Node[]).some((node) => node.attributes.name === 'totp_unlink')).toBe(true);
  return secret;
}

async function secondFactorLogin(client: Client, body: Record<string, string>) {
  const flow = await client.api.createBrowserLoginFlow({ aal: 'aal2' });
  return {
    flow,
    result: client.api.updateLoginFlow({
      flow: flow.id,
      updateLoginFlowBody: { ...body, csrf_token: csrfOf(flow) } as never,
    }),
  };
}

describe('TOTP', () => {
  const email = 'totp@example.com';
  const password = 'totp-password-31';
  let secret: string;

  it('is linked in settings and makes the linking session aal2', async () => {
    const client = await registeredBrowser(server, email, password);
    secret = await linkTotp(client);
    const session = await client.api.toSession();
    expect(session.authenticator_assurance_level).toBe('aal2');
    expect(server.service.secondFactorAge(session as never)).toBe(0);
  });

  it('leaves a password-only session at aal1: whoami 403 session_aal2_required', async () => {
    const client = browser(server);
    const first = await failure(signIn(client, email, password));
    expect(first.status).toBe(422);
    expect(first.body.error.id).toBe('browser_location_change_required');
    expect(first.body.redirect_browser_to).toContain('/self-service/login/browser?aal=aal2');
    const whoami = await failure(client.api.toSession());
    expect(whoami.status).toBe(403);
    expect(whoami.body.error.id).toBe('session_aal2_required');
    expect(whoami.body.redirect_browser_to).toContain('aal=aal2');
    const lookup = await server.service.sessionFromRequest({
      headers: {},
      cookies: { ory_kratos_session: client.cookies.get('ory_kratos_session') },
    });
    expect(lookup.kind).toBe('aal2_required');
  });

  it('upgrades the session with a TOTP code at aal2 login; a wrong code is 4000008', async () => {
    const client = browser(server);
    await failure(signIn(client, email, password));
    server.clock.advance(30_000);
    const { flow, result } = await secondFactorLogin(client, { method: 'totp', totp_code: '000000' });
    expect(flow.requested_aal).toBe('aal2');
    expect(flow.ui.messages?.[0]?.id).toBe(1010004);
    expect((flow.ui.nodes as Node[]).map((node) => node.attributes.name)).toEqual([
      'csrf_token',
      'totp_code',
      'method',
    ]);
    const wrong = await failure(result);
    expect(wrong.body.ui.messages).toEqual([
      { id: 4000008, text: 'The provided authentication code is invalid, please try again.', type: 'error' },
    ]);
    const right = await client.api.updateLoginFlow({
      flow: flow.id,
      updateLoginFlowBody: {
        method: 'totp',
        totp_code: totpCode(secret, server.clock.now()),
        csrf_token: csrfOf(flow),
      },
    });
    expect(right.session.authenticator_assurance_level).toBe('aal2');
    expect((await client.api.toSession()).authenticator_assurance_level).toBe('aal2');
  });

  it('refuses a code that was already used (replay)', async () => {
    const client = browser(server);
    await failure(signIn(client, email, password));
    const { result } = await secondFactorLogin(client, {
      method: 'totp',
      totp_code: totpCode(secret, server.clock.now()),
    });
    expect(firstMessageId((await failure(result)).body)).toBe(4000008);
  });

  it('lets exactly one of concurrent uses of one code through (replay race)', async () => {
    server.clock.advance(90_000);
    const clients = Array.from({ length: 8 }, () => browser(server));
    for (const client of clients) await failure(signIn(client, email, password));
    const flows = await Promise.all(clients.map((client) => client.api.createBrowserLoginFlow({ aal: 'aal2' })));
    const code = totpCode(secret, server.clock.now());
    // Every flow is ready before the first submission leaves: the uses really race.
    const outcomes = await Promise.allSettled(
      flows.map((flow, index) =>
        clients[index]!.api.updateLoginFlow({
          flow: flow.id,
          updateLoginFlowBody: { method: 'totp', totp_code: code, csrf_token: csrfOf(flow) } as never,
        }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
  });

  it('is unlinked in settings', async () => {
    const client = browser(server);
    await failure(signIn(client, email, password));
    server.clock.advance(30_000);
    const { result } = await secondFactorLogin(client, {
      method: 'totp',
      totp_code: totpCode(secret, server.clock.now()),
    });
    const { session } = await result;
    const flow = await settingsFlow(client);
    await client.api.updateSettingsFlow({
      flow: flow.id,
      updateSettingsFlowBody: { method: 'totp', totp_unlink: true, csrf_token: csrfOf(flow) },
    });
    expect((await server.service.credentialsOf(session.identity!.id)).totp).toBe(false);
    expect((await signIn(browser(server), email, password)).session.authenticator_assurance_level).toBe('aal1');
  });
});

describe('lookup secrets', () => {
  const email = 'lookup@example.com';
  const password = 'lookup-password-47';
  let codes: string[];

  it('are generated, confirmed and then hidden behind reveal', async () => {
    const client = await registeredBrowser(server, email, password);
    const flow = await settingsFlow(client);
    const generated = await client.api.updateSettingsFlow({
      flow: flow.id,
      updateSettingsFlowBody: { method: 'lookup_secret', lookup_secret_regenerate: true, csrf_token: csrfOf(flow) },
    });
    const list = (generated.ui.nodes as Node[]).find((node) => node.attributes.id === 'lookup_secret_codes');
    const secrets = list!.attributes.text!.context!.secrets as { context: { secret: string } }[];
    codes = secrets.map((secret) => secret.context.secret);
    expect(codes).toHaveLength(12);
    const confirmed = await client.api.updateSettingsFlow({
      flow: flow.id,
      updateSettingsFlowBody: { method: 'lookup_secret', lookup_secret_confirm: true, csrf_token: csrfOf(flow) },
    });
    expect(confirmed.state).toBe('success');
    const names = (confirmed.ui.nodes as Node[]).map((node) => node.attributes.name);
    expect(names).toContain('lookup_secret_reveal');
    expect(names).toContain('lookup_secret_disable');
    const { rows } = await server.database.pool.query<{ config: string }>(
      "SELECT config::text FROM identity_credentials WHERE type = 'lookup_secret'",
    );
    for (const code of codes) expect(rows[0]!.config).not.toContain(code);
  });

  it('each code signs in once; a used code is 4000012', async () => {
    const first = browser(server);
    await failure(signIn(first, email, password));
    const { result } = await secondFactorLogin(first, { method: 'lookup_secret', lookup_secret: codes[0]! });
    expect((await result).session.authenticator_assurance_level).toBe('aal2');
    const second = browser(server);
    await failure(signIn(second, email, password));
    const reused = await secondFactorLogin(second, { method: 'lookup_secret', lookup_secret: codes[0]! });
    expect((await failure(reused.result)).body.ui.messages).toEqual([
      { id: 4000012, text: 'This backup recovery code has already been used.', type: 'error' },
    ]);
    const invalid = await secondFactorLogin(second, { method: 'lookup_secret', lookup_secret: 'notacode' });
    expect(firstMessageId((await failure(invalid.result)).body)).toBe(4000016);
  });
});
