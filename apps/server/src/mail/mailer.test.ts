import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logMailer, smtpMailer } from './mailer.js';

let smtp: SMTPServer;
let port: number;
const received: { from: string | false; to: string[]; data: string }[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom && session.envelope.mailFrom.address,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data: Buffer.concat(chunks).toString(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

describe('mailer', () => {
  it('sends through SMTP_URL from SMTP_FROM', async () => {
    const mailer = smtpMailer(`smtp://127.0.0.1:${port}`, 'Pool <pool@example.com>');
    await mailer.send({ to: 'owner@example.com', subject: 'Account removal', text: 'Please confirm by e-mail.' });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'pool@example.com', to: ['owner@example.com'] });
    expect(received[0]!.data).toContain('From: Pool <pool@example.com>');
    expect(received[0]!.data).toContain('Subject: Account removal');
    expect(received[0]!.data).toContain('Please confirm by e-mail.');
  });

  it('fails the send when the SMTP server refuses it', async () => {
    const mailer = smtpMailer('smtp://127.0.0.1:1', 'Pool <pool@example.com>');
    await expect(mailer.send({ to: 'owner@example.com', subject: 'x', text: 'y' })).rejects.toThrow();
  });

  it('without SMTP, writes the message to the log', async () => {
    const lines: string[] = [];
    await logMailer((line) => lines.push(line)).send({ to: 'owner@example.com', subject: 'Hello', text: 'Body' });
    expect(lines).toEqual(['e-mail to owner@example.com: Hello\nBody']);
  });
});
