import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A message the bot sent. */
export interface SentMessage {
  chat_id: number;
  text: string;
}

/** What the fake answers a sendMessage to one chat with, once: Telegram's 429 or 403. */
export type ChatFailure = { kind: 'retry_after'; seconds: number } | { kind: 'blocked' };

/**
 * A loopback Telegram Bot API server (HTTP on 127.0.0.1) speaking the real protocol for what
 * the bot uses: getMe, deleteWebhook, getUpdates (long polling), sendMessage. Tests queue
 * updates as users would send them, read what the bot sent, and script 429 and 403 answers.
 */
export class FakeBotApi {
  readonly sent: SentMessage[] = [];
  /** The webhook the bot set (webhook mode), with its secret. */
  webhook: { url: string; secret_token: string } | undefined;
  /** Every sendMessage asked, including the refused ones. */
  readonly attempts: SentMessage[] = [];
  private readonly updates: object[] = [];
  private readonly seen = new Set<number>();
  private readonly failures = new Map<number, ChatFailure[]>();
  private nextUpdateId = 1;
  private nextMessageId = 1;
  private waiting: (() => void)[] = [];
  private server: http.Server | undefined;
  url = '';

  constructor(
    readonly token: string,
    readonly username = 'pool_test_bot',
  ) {}

  async start(): Promise<void> {
    this.server = http.createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    for (const wake of this.waiting) wake();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** A user writes `text` to the bot from chat `chatId` (queued for getUpdates). */
  userSays(chatId: number, text: string, from: { username?: string; language_code?: string } = {}): void {
    this.updates.push(this.update(chatId, text, from));
    for (const wake of this.waiting.splice(0)) wake();
  }

  /** The update Telegram would deliver for a user's message (webhook mode posts it). */
  update(chatId: number, text: string, from: { username?: string; language_code?: string } = {}): object {
    const entities = text.startsWith('/')
      ? [{ type: 'bot_command', offset: 0, length: text.split(' ')[0]!.length }]
      : undefined;
    return {
      update_id: this.nextUpdateId++,
      message: {
        message_id: this.nextMessageId++,
        date: Math.floor(Date.now() / 1000),
        chat: { id: chatId, type: 'private', ...(from.username ? { username: from.username } : {}) },
        from: { id: chatId, is_bot: false, first_name: 'Miner', ...from },
        text,
        ...(entities ? { entities } : {}),
      },
    };
  }

  /** The next sendMessage to this chat fails like this (queued in order). */
  failNext(chatId: number, failure: ChatFailure): void {
    this.failures.set(chatId, [...(this.failures.get(chatId) ?? []), failure]);
  }

  messagesTo(chatId: number): string[] {
    return this.sent.filter((message) => message.chat_id === chatId).map((message) => message.text);
  }

  /**
   * Waits until the bot sent this chat a message matching `pattern` that no earlier wait
   * returned (the bot answers asynchronously; the same reply twice is two messages).
   */
  async waitForMessage(chatId: number, pattern: RegExp, timeoutMs = 10_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.sent.findIndex(
        (message, at) => !this.seen.has(at) && message.chat_id === chatId && pattern.test(message.text),
      );
      if (index >= 0) {
        this.seen.add(index);
        return this.sent[index]!.text;
      }
      if (Date.now() > deadline) {
        throw new Error(`No message to ${chatId} matching ${pattern}; got ${JSON.stringify(this.messagesTo(chatId))}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  private async handle(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const body = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
    const match = /^\/bot([^/]+)\/(\w+)$/.exec(request.url ?? '');
    const reply = (status: number, payload: object) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(payload));
    };
    // The end-to-end tests drive the fake from their own process: a user writes, what was sent.
    if (request.url === '/control/say') {
      this.userSays(Number(body.chat_id), String(body.text), body.from as { username?: string });
      return reply(200, { ok: true });
    }
    if (request.url === '/control/sent') return reply(200, { ok: true, result: this.sent });
    if (!match || match[1] !== this.token) {
      return reply(401, { ok: false, error_code: 401, description: 'Unauthorized' });
    }
    switch (match[2]) {
      case 'getMe':
        return reply(200, {
          ok: true,
          result: { id: 4242, is_bot: true, first_name: 'Pool', username: this.username },
        });
      case 'getUpdates': {
        const offset = Number(body.offset ?? 0);
        const due = () => this.updates.filter((update) => (update as { update_id: number }).update_id >= offset);
        if (due().length === 0) {
          // Long polling, kept short so a stopping bot is not held up.
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, 200);
            this.waiting.push(() => {
              clearTimeout(timer);
              resolve();
            });
          });
        }
        return reply(200, { ok: true, result: due() });
      }
      case 'sendMessage': {
        const message = { chat_id: Number(body.chat_id), text: String(body.text) };
        this.attempts.push(message);
        const failure = this.failures.get(message.chat_id)?.shift();
        if (failure?.kind === 'retry_after') {
          return reply(429, {
            ok: false,
            error_code: 429,
            description: `Too Many Requests: retry after ${failure.seconds}`,
            parameters: { retry_after: failure.seconds },
          });
        }
        if (failure?.kind === 'blocked') {
          return reply(403, { ok: false, error_code: 403, description: 'Forbidden: bot was blocked by the user' });
        }
        this.sent.push(message);
        return reply(200, {
          ok: true,
          result: {
            message_id: this.nextMessageId++,
            date: Math.floor(Date.now() / 1000),
            chat: { id: message.chat_id, type: 'private' },
            text: message.text,
          },
        });
      }
      case 'setWebhook':
        this.webhook = { url: String(body.url), secret_token: String(body.secret_token) };
        return reply(200, { ok: true, result: true });
      default:
        return reply(200, { ok: true, result: true });
    }
  }
}
