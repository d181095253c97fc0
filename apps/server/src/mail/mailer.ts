import nodemailer from 'nodemailer';

/** Sends e-mail to users: through SMTP when configured, else to the log. */
export interface Mailer {
  send(message: { to: string; subject: string; text: string }): Promise<void>;
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
