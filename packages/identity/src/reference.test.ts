import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from './strategies/totp.js';
import {
  browser,
  csrfOf,
  failure,
  nodeNamed,
  registeredBrowser,
  signIn,
  startServer,
  type TestNode,
  type TestServer,
} from './test/harness.js';

/**
 * Our flows against the bodies Kratos itself produced (Ory Elements' stub responses): node
 * names, types, groups, attributes, labels and messages must be the same.
 */
const stubs = '/work/shared/kratos/elements-stub-responses';
const stubEmail = 'dev@ory.dev';

interface FlowBody {
  ui: { nodes: TestNode[]; messages?: unknown[] };
  [key: string]: unknown;
}

function stub(file: string): FlowBody {
  return JSON.parse(fs.readFileSync(path.join(stubs, file), 'utf8')) as FlowBody;
}

/** Strips what differs by nature (tokens, secrets, URLs) and maps the stub's address to ours. */
function comparable(nodes: TestNode[], email: string): unknown[] {
  return nodes.map((node) => {
    const copy = JSON.parse(JSON.stringify(node).replaceAll(stubEmail, email)) as TestNode & {
      attributes: Record<string, unknown>;
    };
    const attributes = copy.attributes;
    if (attributes.name === 'csrf_token') delete attributes.value;
    for (const volatile of ['src', 'integrity', 'nonce']) if (copy.type !== 'input') delete attributes[volatile];
    if (typeof attributes.name === 'string' && attributes.name.endsWith('_trigger')) {
      delete attributes.value;
      delete attributes.onclick;
    }
    if (attributes.id === 'totp_secret_key') delete attributes.text;
    return copy;
  });
}

const withNames = (nodes: TestNode[], names: string[]) =>
  nodes.filter((node) => names.includes(node.attributes.name ?? node.attributes.id ?? ''));

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ loginRateLimit: { perIdentifier: 1000 } });
});
afterAll(async () => server?.close());

describe('login bodies match Kratos', () => {
  const email = 'reference-login@example.com';
  const password = 'reference-password-1';
  beforeAll(async () => {
    await server.service.createIdentity({ email, password });
  });

  it('initial form, including the top-level fields', async () => {
    const client = browser(server);
    await client.api.createBrowserLoginFlow();
    const ours = client.last.body as FlowBody;
    const reference = stub('login/1fa/unified/password/initial-form.json');
    expect(Object.keys(ours).sort()).toEqual(Object.keys(reference).sort());
    expect(comparable(ours.ui.nodes, email)).toEqual(comparable(reference.ui.nodes, email));
  });

  it.each([
    ['wrong-credentials.json', { identifier: 'wrong-email@example.org', password: 'not-the-password-1' }],
    ['missing-email.json', { identifier: '', password: '' }],
  ])('%s', async (file, fields) => {
    const client = browser(server);
    const flow = await client.api.createBrowserLoginFlow();
    const { body } = await failure(
      client.api.updateLoginFlow({
        flow: flow.id,
        updateLoginFlowBody: { method: 'password', ...fields, csrf_token: csrfOf(flow) },
      }),
    );
    const reference = stub(`login/1fa/unified/password/${file}`);
    expect(comparable(body.ui.nodes, email)).toEqual(comparable(reference.ui.nodes, email));
    expect(body.ui.messages).toEqual(reference.ui.messages);
  });

  it('refresh form', async () => {
    const client = browser(server);
    await signIn(client, email, password);
    await client.api.createBrowserLoginFlow({ refresh: true });
    const ours = client.last.body as FlowBody;
    const reference = stub('login/1fa/refresh/password/initial-form.json');
    expect(comparable(ours.ui.nodes, email)).toEqual(comparable(reference.ui.nodes, email));
    expect(ours.ui.messages).toEqual(reference.ui.messages);
  });
});

describe('registration and settings bodies match Kratos', () => {
  it('registration form (the traits both schemas share)', async () => {
    const client = browser(server);
    await client.api.createBrowserRegistrationFlow();
    const ours = client.last.body as FlowBody;
    const reference = stub('registration/one-step/password/initial-form.json');
    const shared = ['csrf_token', 'traits.email', 'password', 'method'];
    expect(comparable(withNames(ours.ui.nodes, shared), '')).toEqual(
      comparable(withNames(reference.ui.nodes, shared), ''),
    );
  });

  it('settings form: profile submit, password, lookup secret, WebAuthn and TOTP set-up', async () => {
    const email = 'reference-settings@example.com';
    const client = await registeredBrowser(server, email);
    await client.api.createBrowserSettingsFlow();
    const ours = client.last.body as FlowBody;
    const reference = stub('settings/all-2fa-methods/initial-form.json');
    const shared = [
      'csrf_token',
      'traits.email',
      'password',
      'lookup_secret_regenerate',
      'webauthn_register_displayname',
    ];
    const groups = ['password', 'lookup_secret', 'webauthn', 'totp'];
    const pick = (body: FlowBody) =>
      body.ui.nodes.filter((node) => shared.includes(node.attributes.name ?? '') || groups.includes(node.group));
    expect(comparable(pick(ours), email)).toEqual(comparable(pick(reference), email));
  });

  it('settings with TOTP linked and lookup codes generated', async () => {
    const email = 'reference-2fa@example.com';
    const client = await registeredBrowser(server, email);
    const flow = await client.api.createBrowserSettingsFlow();
    const secret = (nodeNamed(flow, 'totp_secret_key')!.attributes.text!.context as { secret: string }).secret;
    await client.api.updateSettingsFlow({
      flow: flow.id,
      updateSettingsFlowBody: {
        method: 'totp',
        totp_code: totpCode(secret, server.clock.now()),
        csrf_token: csrfOf(flow),
      },
    });
    await client.api.updateSettingsFlow({
      flow: flow.id,
      updateSettingsFlowBody: { method: 'lookup_secret', lookup_secret_regenerate: true, csrf_token: csrfOf(flow) },
    });
    const ours = client.last.body as FlowBody;
    const reference = stub('settings/all-2fa-methods/generated_lookup_secrets.json');
    // Kratos lists the re-rendered method last here; within each group the nodes must agree.
    const group = (body: FlowBody, name: string) => body.ui.nodes.filter((node) => node.group === name);
    const codesHidden = (nodes: unknown[]) =>
      nodes.map((node) => {
        const copy = node as { attributes: { id?: string; text?: unknown } };
        if (copy.attributes.id === 'lookup_secret_codes') copy.attributes.text = 'codes';
        return copy;
      });
    for (const name of ['totp', 'lookup_secret']) {
      expect(codesHidden(comparable(group(ours, name), email))).toEqual(
        codesHidden(comparable(group(reference, name), email)),
      );
    }
  });
});

describe('second factor login bodies match Kratos', () => {
  it('TOTP and lookup secret forms, and their error messages', async () => {
    const email = 'reference-aal2@example.com';
    const password = 'granite-harbor-71';
    const client = await registeredBrowser(server, email, password);
    const settings = await client.api.createBrowserSettingsFlow();
    const secret = (nodeNamed(settings, 'totp_secret_key')!.attributes.text!.context as { secret: string }).secret;
    await client.api.updateSettingsFlow({
      flow: settings.id,
      updateSettingsFlowBody: {
        method: 'totp',
        totp_code: totpCode(secret, server.clock.now()),
        csrf_token: csrfOf(settings),
      },
    });
    const other = browser(server);
    await failure(signIn(other, email, password));
    const flow = await other.api.createBrowserLoginFlow({ aal: 'aal2' });
    const ours = other.last.body as FlowBody;
    const reference = stub('login/2fa/totp/initial-form.json');
    expect(comparable(ours.ui.nodes, email)).toEqual(comparable(reference.ui.nodes, email));
    expect(ours.ui.messages).toEqual(reference.ui.messages);
    expect(ours.requested_aal).toBe('aal2');
    const { body } = await failure(
      other.api.updateLoginFlow({
        flow: flow.id,
        updateLoginFlowBody: { method: 'totp', totp_code: '000000', csrf_token: csrfOf(flow) },
      }),
    );
    expect(body.ui.messages).toEqual(stub('login/2fa/totp/invalid-totp-code.json').ui.messages);
    server.clock.advance(30_000);
    await other.api.updateLoginFlow({
      flow: flow.id,
      updateLoginFlowBody: {
        method: 'totp',
        totp_code: totpCode(secret, server.clock.now()),
        csrf_token: csrfOf(flow),
      },
    });
    await other.api.createBrowserLoginFlow({ aal: 'aal2', refresh: true });
    const refresh = other.last.body as FlowBody;
    const refreshReference = stub('login/2fa/refresh/totp/initial-form.json');
    expect(comparable(refresh.ui.nodes, email)).toEqual(comparable(refreshReference.ui.nodes, email));
    expect(refresh.ui.messages).toEqual(refreshReference.ui.messages);
  });
});

describe('recovery and verification bodies match Kratos', () => {
  const email = 'reference-code@example.com';
  beforeAll(async () => {
    await server.service.createIdentity({ email, password: 'reference-code-pass-3' });
  });

  it.each(['recovery', 'verification'] as const)('%s: initial, missing e-mail, sent and wrong code', async (kind) => {
    const client = browser(server);
    const create = () =>
      kind === 'recovery' ? client.api.createBrowserRecoveryFlow() : client.api.createBrowserVerificationFlow();
    const update = (flowId: string, body: Record<string, string>) =>
      kind === 'recovery'
        ? client.api.updateRecoveryFlow({ flow: flowId, updateRecoveryFlowBody: { method: 'code', ...body } })
        : client.api.updateVerificationFlow({ flow: flowId, updateVerificationFlowBody: { method: 'code', ...body } });
    const check = (file: string) => {
      const ours = client.last.body as FlowBody;
      const reference = stub(`${kind}/code/${file}`);
      expect(comparable(ours.ui.nodes, email)).toEqual(comparable(reference.ui.nodes, email));
      expect(ours.ui.messages).toEqual(reference.ui.messages);
      expect(ours.active).toBe('code');
      expect(ours.state).toBe(reference.state);
    };
    const flow = await create();
    check('initial-form.json');
    await failure(update(flow.id, { email: '', csrf_token: csrfOf(flow) }));
    check('missing-email.json');
    await update(flow.id, { email, csrf_token: csrfOf(flow) });
    check('sent-code.json');
    const code = (await server.service.latestCourierMessage(email))!.code!;
    await failure(update(flow.id, { code: code === '000000' ? '111111' : '000000', csrf_token: csrfOf(flow) }));
    check('wrong-code.json');
  });
});
