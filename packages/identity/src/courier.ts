import nodemailer, { type Transporter } from 'nodemailer';
import type { IdentityLogger } from './options.js';
import { insertCourierMessage, markCourierMessage } from './repository/courier.js';
import type { IdentityDb } from './repository/database.js';

export type TemplateType = 'recovery_code_valid' | 'verification_code_valid';

export interface CourierMessageInput {
  recipient: string;
  templateType: TemplateType;
  subject: string;
  body: string;
}

export interface Courier {
  /**
   * Stores the message in the outbox and logs it (no SMTP) or starts delivering it (SMTP). SMTP
   * delivery runs in the background: the answer must not take longer for a known address than
   * for an unknown one, or it would tell which addresses have accounts.
   */
  send(message: CourierMessageInput): Promise<void>;
  /** Waits for deliveries in progress (on shutdown). */
  drain(): Promise<void>;
}

export function createCourier(deps: {
  db: IdentityDb;
  smtpUrl: string | undefined;
  from: string;
  logger: IdentityLogger;
  now: () => Date;
}): Courier {
  const transport = deps.smtpUrl ? nodemailer.createTransport(deps.smtpUrl) : undefined;
  const deliveries = new Set<Promise<void>>();

  async function deliver(smtp: Transporter, id: string, message: CourierMessageInput) {
    try {
      await smtp.sendMail({ from: deps.from, to: message.recipient, subject: message.subject, text: message.body });
      await markCourierMessage(deps.db, id, 'sent', deps.now());
    } catch (error) {
      deps.logger.error(`identity courier: delivery to ${message.recipient} failed: ${(error as Error).message}`);
      await markCourierMessage(deps.db, id, 'abandoned', deps.now()).catch(() => undefined);
    }
  }

  return {
    async send(message) {
      const id = await insertCourierMessage(deps.db, message, deps.now());
      if (!transport) {
        // Without SMTP a local user still needs the code: it goes to the log.
        deps.logger.info(`identity courier (no SMTP): to ${message.recipient}: ${message.subject}: ${message.body}`);
        await markCourierMessage(deps.db, id, 'sent', deps.now());
        return;
      }
      const delivery = deliver(transport, id, message).finally(() => deliveries.delete(delivery));
      deliveries.add(delivery);
    },
    async drain() {
      await Promise.all([...deliveries]);
      transport?.close();
    },
  };
}

type CourierLanguage = 'en' | 'ru' | 'cn';

/**
 * The language of a user's mails from the language trait (the interface's when they
 * registered or last chose one): its primary subtag, "zh" being the interface's "cn";
 * English for any other.
 */
export function courierLanguageOf(tag: string | undefined): CourierLanguage {
  const primary = tag?.split('-')[0]?.toLowerCase();
  if (primary === 'ru') return 'ru';
  if (primary === 'cn' || primary === 'zh') return 'cn';
  return 'en';
}

const courierTexts: Record<CourierLanguage, Record<'recovery' | 'verification', { subject: string; body: string }>> = {
  en: {
    recovery: {
      subject: 'Recover access to your account',
      body: 'Hi,\n\nplease recover access to your account by entering the following code:\n\n{code}\n\nThe code is valid for 15 minutes.\n',
    },
    verification: {
      subject: 'Please verify your email address',
      body: 'Hi,\n\nplease verify your account by entering the following code:\n\n{code}\n\nThe code is valid for 15 minutes.\n',
    },
  },
  ru: {
    recovery: {
      subject: 'Восстановление доступа к аккаунту',
      body: 'Здравствуйте!\n\nЧтобы восстановить доступ к аккаунту, введите этот код:\n\n{code}\n\nКод действует 15 минут.\n',
    },
    verification: {
      subject: 'Подтвердите адрес электронной почты',
      body: 'Здравствуйте!\n\nЧтобы подтвердить аккаунт, введите этот код:\n\n{code}\n\nКод действует 15 минут.\n',
    },
  },
  cn: {
    recovery: {
      subject: '恢复您的账户访问权限',
      body: '您好：\n\n请输入以下验证码以恢复您的账户访问权限：\n\n{code}\n\n验证码 15 分钟内有效。\n',
    },
    verification: {
      subject: '请验证您的电子邮件地址',
      body: '您好：\n\n请输入以下验证码以验证您的账户：\n\n{code}\n\n验证码 15 分钟内有效。\n',
    },
  },
};

/** The code e-mails, in the language of the user's language trait (English without one). */
export const courierTemplates = {
  recoveryCode: (code: string, languageTag?: string) => ({
    templateType: 'recovery_code_valid' as const,
    subject: courierTexts[courierLanguageOf(languageTag)].recovery.subject,
    body: courierTexts[courierLanguageOf(languageTag)].recovery.body.replace('{code}', code),
  }),
  verificationCode: (code: string, languageTag?: string) => ({
    templateType: 'verification_code_valid' as const,
    subject: courierTexts[courierLanguageOf(languageTag)].verification.subject,
    body: courierTexts[courierLanguageOf(languageTag)].verification.body.replace('{code}', code),
  }),
};

/** The 6-digit code inside a courier message body (for tests and e2e). */
export const codeInMessage = (body: string) => /\b(\d{6})\b/.exec(body)?.[1];
