import nodemailer from 'nodemailer';

/** Sends e-mail to users: through SMTP when configured, else to the log. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** An e-mail: a text part, optionally an HTML part, and a fixed Message-ID so a resend can be recognised. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  messageId?: string;
}

export function logMailer(log: (line: string) => void): Mailer {
  return {
    async send(message) {
      log(`e-mail to ${message.to}: ${message.subject}\n${message.text}`);
    },
  };
}

export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}
