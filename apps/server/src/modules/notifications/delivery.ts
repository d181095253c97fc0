import type { FastifyBaseLogger } from 'fastify';
import { languageSchema, type Language } from '@pool/contract';
import type { IdentityProvider } from '../../auth/identity-provider.js';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import type { Mailer } from '../../mail/mailer.js';
import { chatTextOf, emailOf, messageOf } from './messages.js';
import { NotificationsRepository, type OutboxRow } from './repository.js';
import { ChatBlockedError, ChatRetryLaterError, type ChatSender } from './telegram-sender.js';
import { TelegramRepository } from './telegram-repository.js';

/** How the drain behaves; tests and the benchmark shorten the waits. */
export interface DeliveryOptions {
  /** Rows claimed per statement. */
  batchSize: number;
  /** How long a claimed row stays with its sender before another may retry it (a crash mid-send). */
  leaseSeconds: number;
  /** Attempts before a row is given up as failed. */
  maxAttempts: number;
  /** Telegram's limits: one message per chat per this many ms, and this many per second overall. */
  perChatMs: number;
  perSecond: number;
  /** A drain stops after this long and leaves the rest to the next tick. */
  budgetMs: number;
  /** E-mails sent at once. */
  emailConcurrency: number;
}

export const defaultDeliveryOptions: DeliveryOptions = {
  batchSize: 500,
  leaseSeconds: 300,
  maxAttempts: 8,
  perChatMs: 1000,
  perSecond: 30,
  budgetMs: 50_000,
  emailConcurrency: 8,
};

export interface DeliveryDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  mailer: Mailer;
  identity: Pick<IdentityProvider, 'getIdentity'>;
  /** Telegram, when the pool has a bot; rows for Telegram wait while it has none. */
  telegram: () => ChatSender | undefined;
  /** The origin links in messages point at (PUBLIC_URL). */
  publicUrl: string;
  /** Real waits between Telegram messages; tests may pass a recording one. */
  sleep?: (ms: number) => Promise<void>;
}

/** A failed attempt's next try: 30 s, 1 min, 2 min … up to 6 hours. */
export function backoffSeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 6 * 3600);
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Drains the outbox: claims due rows (a lease committed before sending, so instances never
 * share a row), renders each in the recipient's language and sends it by e-mail or
 * Telegram, then marks it sent. A failure is retried with backoff; Telegram's
 * "retry after" postpones the row without counting it; a chat that blocked the bot is
 * unlinked and its rows dropped.
 */
export class NotificationDelivery {
  private readonly outbox: NotificationsRepository;
  private readonly chats: TelegramRepository;
  private readonly options: DeliveryOptions;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(
    private readonly deps: DeliveryDeps,
    options: Partial<DeliveryOptions> = {},
  ) {
    this.outbox = new NotificationsRepository(deps.db);
    this.chats = new TelegramRepository(deps.db);
    this.options = { ...defaultDeliveryOptions, ...options };
    this.sleep = deps.sleep ?? realSleep;
  }

  /** Sends what is due; returns how many went out. */
  async drain(): Promise<number> {
    const started = Date.now();
    const pool = await this.outbox.currentPoolName();
    const recipients = new Map<string, Promise<{ email: string; language: Language } | undefined>>();
    const recipient = (identityId: string) => {
      let found = recipients.get(identityId);
      if (!found) {
        found = this.deps.identity.getIdentity(identityId).then(
          (user) =>
            user && {
              email: user.email,
              language: languageSchema.safeParse(user.language).data ?? 'en',
            },
        );
        recipients.set(identityId, found);
      }
      return found;
    };
    const chatFree = new Map<number, number>();
    let globalNext = 0;
    let sent = 0;
    while (Date.now() - started < this.options.budgetMs) {
      const rows = await this.outbox.claimDue(this.deps.clock(), this.options.batchSize, this.options.leaseSeconds);
      if (rows.length === 0) break;
      const done: number[] = [];
      const emails = rows.filter((row) => row.channel === 'email');
      for (let start = 0; start < emails.length; start += this.options.emailConcurrency) {
        await Promise.all(
          emails.slice(start, start + this.options.emailConcurrency).map(async (row) => {
            if (await this.attempt(row, () => this.sendEmail(row, pool, recipient))) done.push(row.id);
          }),
        );
      }
      for (const row of rows.filter((candidate) => candidate.channel === 'telegram')) {
        const sender = this.deps.telegram();
        if (!sender) {
          // The bot is not running (starting, or Telegram refused it): retried with backoff, then given up.
          await this.attempt(row, () => Promise.reject(new Error('the Telegram bot is not running')));
          continue;
        }
        const chat = await this.chats.chatOf(row.identity_id);
        if (!chat) {
          await this.outbox.markDropped(row.id, 'no linked chat');
          continue;
        }
        const now = Date.now();
        const freeAt = chatFree.get(chat.chat_id) ?? 0;
        if (freeAt > now) {
          // The chat had a message under a second ago: its row waits, the others go on.
          await this.outbox.postpone(row.id, new Date(this.deps.clock().getTime() + (freeAt - now)));
          continue;
        }
        if (globalNext > now) await this.sleep(globalNext - now);
        globalNext = Math.max(now, globalNext) + 1000 / this.options.perSecond;
        chatFree.set(chat.chat_id, Date.now() + this.options.perChatMs);
        const language = (await recipient(row.identity_id))?.language ?? 'en';
        const payload = await this.withNames(row.payload, recipient);
        const ok = await this.attempt(row, () =>
          sender.send(chat.chat_id, chatTextOf(messageOf(row.event, payload, language), pool)),
        );
        if (ok) done.push(row.id);
      }
      await this.outbox.markSent(done, this.deps.clock());
      sent += done.length;
    }
    return sent;
  }

  private async sendEmail(
    row: OutboxRow,
    pool: string,
    recipient: (identityId: string) => Promise<{ email: string; language: Language } | undefined>,
  ): Promise<void> {
    const user = await recipient(row.identity_id);
    if (!user) throw new RecipientGoneError();
    const message = messageOf(row.event, await this.withNames(row.payload, recipient), user.language);
    const email = emailOf(message, user.language, pool, `${this.deps.publicUrl}/settings/notifications`);
    await this.deps.mailer.send({ to: user.email, ...email, messageId: `<notification-${row.id}@pool>` });
  }

  /** Who changed a wallet is stored as an identity; the message names them by e-mail. */
  private async withNames(
    payload: Record<string, unknown>,
    recipient: (identityId: string) => Promise<{ email: string } | undefined>,
  ): Promise<Record<string, unknown>> {
    const by = payload.changed_by_identity;
    if (typeof by !== 'string') return payload;
    return { ...payload, changed_by: (await recipient(by))?.email ?? by };
  }

  /** One send with its outcome recorded: true when it went out. */
  private async attempt(row: OutboxRow, send: () => Promise<void>): Promise<boolean> {
    try {
      await send();
      return true;
    } catch (error) {
      const now = this.deps.clock().getTime();
      if (error instanceof ChatRetryLaterError) {
        await this.outbox.postpone(row.id, new Date(now + error.retryAfterSeconds * 1000));
      } else if (error instanceof ChatBlockedError) {
        await this.chats.unlinkChat(error.chatId);
        await this.outbox.markDropped(row.id, 'the chat blocked the bot; unlinked');
        this.deps.log.info({ identity: row.identity_id }, 'notifications: a chat blocked the bot and was unlinked');
      } else if (error instanceof RecipientGoneError) {
        await this.outbox.markDropped(row.id, 'the identity no longer exists');
      } else {
        const final = row.attempts >= this.options.maxAttempts;
        const message = error instanceof Error ? error.message : String(error);
        await this.outbox.markFailed(row.id, message, new Date(now + backoffSeconds(row.attempts) * 1000), final);
        this.deps.log.warn({ err: error, outbox: row.id, final }, 'notifications: a send failed');
      }
      return false;
    }
  }
}

class RecipientGoneError extends Error {}
