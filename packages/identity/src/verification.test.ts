import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browser,
  csrfOf,
  failure,
  firstMessageId,
  registeredBrowser,
  startServer,
  type TestServer,
} from './test/harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server?.close());

describe('verification by code', () => {
  it('verifies the address given at registration', async () => {
    const email = 'verify-me@example.com';
    const client = await registeredBrowser(server, email);
    expect((await client.api.toSession()).identity?.verifiable_addresses?.[0]?.verified).toBe(false);
    const flow = await client.api.createBrowserVerificationFlow();
    expect(flow.active).toBe('code');
    const sent = await client.api.updateVerificationFlow({
      flow: flow.id,
      updateVerificationFlowBody: { method: 'code', email, csrf_token: csrfOf(flow) },
    });
    expect(sent.state).toBe('sent_email');
    expect(sent.ui.messages?.[0]?.id).toBe(1080003);
    const code = (await server.service.latestCourierMessage(email))!.code!;
    const wrong = await failure(
      client.api.updateVerificationFlow({
        flow: flow.id,
        updateVerificationFlowBody: {
          method: 'code',
          code: code === '000000' ? '111111' : '000000',
          csrf_token: csrfOf(flow),
        },
      }),
    );
    expect(firstMessageId(wrong.body)).toBe(4070006);
    const done = await client.api.updateVerificationFlow({
      flow: flow.id,
      updateVerificationFlowBody: { method: 'code', code, csrf_token: csrfOf(flow) },
    });
    expect(done.state).toBe('passed_challenge');
    expect(done.ui.messages?.[0]?.id).toBe(1080002);
    const address = (await client.api.toSession()).identity?.verifiable_addresses?.[0];
    expect(address).toMatchObject({ verified: true, status: 'completed' });
  });

  it('completes the flow started by registration (continue_with)', async () => {
    const client = browser(server);
    const flow = await client.api.createBrowserRegistrationFlow();
    const result = await client.api.updateRegistrationFlow({
      flow: flow.id,
      updateRegistrationFlowBody: {
        method: 'password',
        password: 'merkle-root-2026',
        traits: { email: 'continue@example.com', terms_agreed: true },
        csrf_token: csrfOf(flow),
      },
    });
    const next = result.continue_with?.find((item) => item.action === 'show_verification_ui') as {
      flow: { id: string };
    };
    const verification = await client.api.getVerificationFlow({ id: next.flow.id });
    expect(verification.state).toBe('sent_email');
    const code = (await server.service.latestCourierMessage('continue@example.com'))!.code!;
    const done = await client.api.updateVerificationFlow({
      flow: verification.id,
      updateVerificationFlowBody: { method: 'code', code, csrf_token: csrfOf(verification) },
    });
    expect(done.state).toBe('passed_challenge');
  });

  it('writes the code e-mail in the language the user registered with', async () => {
    for (const [language, email, subject, greeting] of [
      ['ru', 'russian@example.com', 'Подтвердите адрес электронной почты', 'Здравствуйте!'],
      ['cn', 'chinese@example.com', '请验证您的电子邮件地址', '您好：'],
      [undefined, 'english@example.com', 'Please verify your email address', 'Hi,'],
    ] as const) {
      const client = browser(server);
      const flow = await client.api.createBrowserRegistrationFlow();
      await client.api.updateRegistrationFlow({
        flow: flow.id,
        updateRegistrationFlowBody: {
          method: 'password',
          password: 'merkle-root-2026',
          traits: { email, terms_agreed: true, ...(language ? { language } : {}) },
          csrf_token: csrfOf(flow),
        },
      });
      const message = (await server.service.latestCourierMessage(email))!;
      expect(message.subject).toBe(subject);
      expect(message.body.startsWith(greeting)).toBe(true);
      expect(message.code).toMatch(/^\d{6}$/);
    }
  });

  it('does not tell whether an address exists', async () => {
    const client = browser(server);
    const flow = await client.api.createBrowserVerificationFlow();
    const sent = await client.api.updateVerificationFlow({
      flow: flow.id,
      updateVerificationFlowBody: { method: 'code', email: 'ghost@example.com', csrf_token: csrfOf(flow) },
    });
    expect(sent.state).toBe('sent_email');
    expect(await server.service.latestCourierMessage('ghost@example.com')).toBeUndefined();
  });
});
