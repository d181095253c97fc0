/** Sends e-mail to users; the identity service's courier in-process, else the log. */
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
