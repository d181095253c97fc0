import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, csrfOf, failure, firstMessageId, startServer, type TestServer } from './test/harness.js';

let server: TestServer;
const email = 'recover-me@example.com';

beforeAll(async () => {
  server = await startServer();
  await server.service.createIdentity({ email, password: 'forgotten-password-1' });
});
afterAll(async () => server?.close());

async function requestCode(address: string) {
  const client = browser(server);
  const flow = await client.api.createBrowserRecoveryFlow();
  const sent = await client.api.updateRecoveryFlow({
    flow: flow.id,
    updateRecoveryFlowBody: { method: 'code', email: address, csrf_token: csrfOf(flow) },
  });
  const submitCode = (code: string) =>
    client.api.updateRecoveryFlow({
      flow: flow.id,
      updateRecoveryFlowBody: { method: 'code', code, csrf_token: csrfOf(flow) },
    });
  return { client, flow, sent, submitCode };
}

const latestCode = async () => (await server.service.latestCourierMessage(email))!.code!;
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

describe('recovery by code', () => {
  it('renders the e-mail form with active "code"', async () => {
    const flow = await browser(server).api.createBrowserRecoveryFlow();
    expect(flow.active).toBe('code');
    expect(flow.state).toBe('choose_method');
    expect(flow.ui.nodes.map((node) => (node.attributes as { name: string }).name)).toEqual([
      'csrf_token',
      'email',
      'method',
    ]);
    expect(flow.ui.nodes[1]!.meta.label?.id).toBe(1070007);
  });

  it('sends a code, refuses a wrong one (4060006), accepts the right one and continues to settings', async () => {
    const { client, sent, submitCode } = await requestCode(email);
    expect(sent.state).toBe('sent_email');
    expect(sent.ui.messages?.[0]?.id).toBe(1060003);
    const code = await latestCode();
    const wrong = await failure(submitCode(wrongCode(code)));
    expect(wrong.status).toBe(400);
    expect(wrong.body.ui.messages).toEqual([
      { id: 4060006, text: 'The recovery code is invalid or has already been used. Please try again.', type: 'error' },
    ]);
    const done = await submitCode(code);
    expect(done.state).toBe('passed_challenge');
    const next = done.continue_with?.find((item) => item.action === 'show_settings_ui');
    expect(next).toBeTruthy();
    const settingsId = (next as { flow: { id: string } }).flow.id;
    const settings = await client.api.getSettingsFlow({ id: settingsId });
    expect(settings.ui.messages?.[0]?.id).toBe(1060001);
    // The recovered session is privileged: the password can be changed right away.
    const changed = await client.api.updateSettingsFlow({
      flow: settingsId,
      updateSettingsFlowBody: { method: 'password', password: 'remembered-again-2', csrf_token: csrfOf(settings) },
    });
    expect(changed.state).toBe('success');
  });

  it('signs every other session out when an account is recovered', async () => {
    server.clock.advance(3_600_000);
    const address = 'taken-over@example.com';
    await server.service.createIdentity({ email: address, password: 'known-to-a-thief-1' });
    const thief = browser(server);
    const login = await thief.api.createBrowserLoginFlow();
    await thief.api.updateLoginFlow({
      flow: login.id,
      updateLoginFlowBody: {
        method: 'password',
        identifier: address,
        password: 'known-to-a-thief-1',
        csrf_token: csrfOf(login),
      },
    });
    expect((await thief.api.toSession()).active).toBe(true);
    const { client, submitCode } = await requestCode(address);
    expect((await submitCode((await server.service.latestCourierMessage(address))!.code!)).state).toBe(
      'passed_challenge',
    );
    expect((await client.api.toSession()).active).toBe(true);
    expect((await failure(thief.api.toSession())).status).toBe(401);
  });

  it('answers an unknown address exactly like a known one and sends nothing', async () => {
    const known = await requestCode(email);
    const unknown = await requestCode('nobody@example.com');
    const shape = (flow: typeof known.sent) => ({
      state: flow.state as string,
      messages: flow.ui.messages,
      nodes: flow.ui.nodes.length,
    });
    expect(shape(unknown.sent)).toEqual(shape(known.sent));
    expect(await server.service.latestCourierMessage('nobody@example.com')).toBeUndefined();
    expect(firstMessageId((await failure(unknown.submitCode('123456'))).body)).toBe(4060006);
  });

  it('resends a new code; the old one no longer works', async () => {
    const { client, flow, submitCode } = await requestCode(email);
    const first = await latestCode();
    await client.api.updateRecoveryFlow({
      flow: flow.id,
      updateRecoveryFlowBody: { method: 'code', email, csrf_token: csrfOf(flow) },
    });
    const second = await latestCode();
    if (first !== second) expect((await failure(submitCode(first))).status).toBe(400);
    expect((await submitCode(second)).state).toBe('passed_challenge');
  });

  it('locks the flow after 5 wrong codes', async () => {
    server.clock.advance(3_600_000);
    const { submitCode } = await requestCode(email);
    const code = await latestCode();
    for (let i = 0; i < 5; i++) expect((await failure(submitCode(wrongCode(code)))).status).toBe(400);
    const locked = await failure(submitCode(code));
    expect(firstMessageId(locked.body)).toBe(4060002);
  });

  it('lets a code expire after 15 minutes', async () => {
    server.clock.advance(3_600_000);
    const { submitCode } = await requestCode(email);
    const code = await latestCode();
    server.clock.advance(15 * 60_000 + 1000);
    expect(firstMessageId((await failure(submitCode(code))).body)).toBe(4060006);
  });

  it('logs the code when no SMTP server is configured', async () => {
    await requestCode(email);
    const code = await latestCode();
    expect(server.logs.some((line) => line.includes(email) && line.includes(code))).toBe(true);
  });
});
