import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { browser, csrfOf, startServer, type TestServer } from './test/harness.js';

let server: TestServer;
let smtp: SMTPServer;
const received: { to: string[]; data: string }[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data: Buffer.concat(chunks).toString(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as { port: number };
  server = await startServer({ smtpUrl: `smtp://127.0.0.1:${port}`, courierFrom: 'Pool <pool@example.com>' });
  await server.service.createIdentity({ email: 'mailbox@example.com', password: 'mailbox-password-5' });
});
afterAll(async () => {
  await server?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('courier over SMTP', () => {
  it('delivers the recovery code by e-mail and keeps it in the outbox', async () => {
    const client = browser(server);
    const flow = await client.api.createBrowserRecoveryFlow();
    await client.api.updateRecoveryFlow({
      flow: flow.id,
      updateRecoveryFlowBody: { method: 'code', email: 'mailbox@example.com', csrf_token: csrfOf(flow) },
    });
    // Delivery runs in the background (no timing difference between known and unknown addresses).
    await vi.waitFor(() => expect(received).toHaveLength(1));
    await vi.waitFor(async () =>
      expect(await server.service.latestCourierMessage('mailbox@example.com')).toMatchObject({ status: 'sent' }),
    );
    const outbox = await server.service.latestCourierMessage('mailbox@example.com');
    expect(outbox).toMatchObject({ status: 'sent', templateType: 'recovery_code_valid' });
    expect(received[0]!.to).toEqual(['mailbox@example.com']);
    expect(received[0]!.data).toContain('From: Pool <pool@example.com>');
    expect(received[0]!.data).toContain(outbox!.code!);
    // With SMTP configured the code is not written to the log.
    expect(server.logs.some((line) => line.includes(outbox!.code!))).toBe(false);
  });
});
