import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, csrfOf, failure, nodeNamed, startServer, type FailureBody, type TestServer } from './test/harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server?.close());

type Flow = Awaited<ReturnType<ReturnType<typeof browser>['api']['createBrowserRegistrationFlow']>>;

async function register(traits: Record<string, unknown>, password: string) {
  const client = browser(server);
  const flow = await client.api.createBrowserRegistrationFlow();
  const call = client.api.updateRegistrationFlow({
    flow: flow.id,
    updateRegistrationFlowBody: { method: 'password', password, traits, csrf_token: csrfOf(flow) },
  });
  return { client, flow, call };
}

const messagesOf = (body: FailureBody, name: string) => nodeNamed(body, name)?.messages;

describe('registration flow', () => {
  it('renders the traits of the identity schema', async () => {
    const { api } = browser(server);
    const flow: Flow = await api.createBrowserRegistrationFlow();
    expect(flow.ui.nodes.map((node) => [node.group, (node.attributes as { name: string }).name])).toEqual([
      ['default', 'csrf_token'],
      ['default', 'traits.email'],
      ['password', 'password'],
      ['default', 'traits.terms_agreed'],
      ['default', 'traits.language'],
      ['password', 'method'],
    ]);
    const terms = flow.ui.nodes[3]!;
    expect(terms.attributes).toMatchObject({ type: 'checkbox', required: true });
    expect(terms.meta.label).toMatchObject({ id: 1070002, context: { name: 'traits.terms_agreed' } });
    expect(flow.ui.nodes[5]!.meta.label?.id).toBe(1040001);
  });

  it('signs up, signs in (session hook) and continues with verification', async () => {
    const { client, call } = await register(
      { email: 'new@example.com', terms_agreed: true, language: 'de' },
      'blockheight-840000',
    );
    const result = await call;
    expect(result.identity.traits).toEqual({ email: 'new@example.com', terms_agreed: true, language: 'de' });
    expect(result.session?.identity?.id).toBe(result.identity.id);
    const verification = result.continue_with?.find((item) => item.action === 'show_verification_ui');
    expect(verification).toMatchObject({ flow: { verifiable_address: 'new@example.com' } });
    expect((await client.api.toSession()).identity?.id).toBe(result.identity.id);
    const schema = (await (await fetch(result.identity.schema_url)).json()) as { properties: { traits: unknown } };
    expect(schema.properties.traits).toMatchObject({ required: ['email', 'terms_agreed'] });
    const message = await server.service.latestCourierMessage('new@example.com');
    expect(message?.templateType).toBe('verification_code_valid');
    expect(message?.code).toMatch(/^\d{6}$/);
  });

  it('refuses an existing account (any case) with 4000007', async () => {
    await server.service.createIdentity({ email: 'taken@example.com', password: 'whatever-1234' });
    const { call } = await register({ email: 'TAKEN@example.com', terms_agreed: true }, 'blockheight-840001');
    const { status, body } = await failure(call);
    expect(status).toBe(400);
    expect(body.ui.messages).toEqual([
      {
        id: 4000007,
        text: 'An account with the same identifier (email, phone, username, ...) exists already.',
        type: 'error',
      },
    ]);
  });

  it('requires the terms to be agreed to', async () => {
    const { call } = await register({ email: 'terms@example.com' }, 'blockheight-840002');
    const { body } = await failure(call);
    expect(messagesOf(body, 'traits.terms_agreed')).toEqual([
      { id: 4000002, text: 'Property terms_agreed is missing.', type: 'error', context: { property: 'terms_agreed' } },
    ]);
  });

  it.each([
    ['short', 'ab1', 4000032],
    ['without a digit', 'no-digits-here', 4000005],
    ['breached', 'password1', 4000034],
    ['similar to the identifier', 'similar@example.com1', 4000031],
  ])('rejects a %s password', async (_case, password, id) => {
    const { call } = await register({ email: 'similar@example.com', terms_agreed: true }, password);
    const { status, body } = await failure(call);
    expect(status).toBe(400);
    expect(messagesOf(body, 'password')).toMatchObject([{ id, type: 'error' }]);
  });

  it('names the minimum length in 4000032', async () => {
    const { call } = await register({ email: 'len@example.com', terms_agreed: true }, 'a1b2');
    const { body } = await failure(call);
    expect(messagesOf(body, 'password')).toEqual([
      {
        id: 4000032,
        text: 'The password must be at least 8 characters long, but got 4.',
        type: 'error',
        context: { min_length: 8, actual_length: 4 },
      },
    ]);
  });
});

describe('registration by form post', () => {
  it('reads dotted trait names and redirects to the verification UI', async () => {
    const client = browser(server);
    const flow = await client.api.createBrowserRegistrationFlow();
    const response = await client.fetch(`${server.baseUrl}/self-service/registration?flow=${flow.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        csrf_token: csrfOf(flow),
        method: 'password',
        'traits.email': 'form-post@example.com',
        'traits.terms_agreed': 'true',
        'traits.language': 'en',
        password: 'sidechain-pegged-9',
      }).toString(),
    });
    expect(response.status).toBe(303);
    expect(new URL(response.headers.get('location')!).pathname).toBe('/auth/verification');
    const session = await client.api.toSession();
    expect(session.identity?.traits).toEqual({ email: 'form-post@example.com', terms_agreed: true, language: 'en' });
  });

  it('sends the browser back to the form with the messages on an invalid post', async () => {
    const client = browser(server);
    const flow = await client.api.createBrowserRegistrationFlow();
    const response = await client.fetch(`${server.baseUrl}/self-service/registration?flow=${flow.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        csrf_token: csrfOf(flow),
        method: 'password',
        'traits.email': 'x@example.com',
      }).toString(),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toContain(`/auth/registration?flow=${flow.id}`);
    const reread = await client.api.getRegistrationFlow({ id: flow.id });
    const email = reread.ui.nodes.find((node) => (node.attributes as { name?: string }).name === 'traits.email');
    expect((email?.attributes as { value?: string }).value).toBe('x@example.com');
    const password = reread.ui.nodes.find((node) => (node.attributes as { name?: string }).name === 'password');
    expect(password?.messages[0]?.id).toBe(4000002);
  });
});
