import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLoopbackSmtp, type ReceivedMail } from '../test/loopback-smtp.js';
import { logMailer, smtpMailer } from './mailer.js';

let smtp: Awaited<ReturnType<typeof startLoopbackSmtp>>;
let received: ReceivedMail[];

beforeAll(async () => {
  smtp = await startLoopbackSmtp();
  received = smtp.received;
});
afterAll(() => smtp.close());

describe('mailer', () => {
  it('sends through SMTP_URL from SMTP_FROM', async () => {
    const mailer = smtpMailer(smtp.url, 'Pool <pool@example.com>');
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
