import type { FastifyBaseLogger } from 'fastify';
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Bot, GrammyError, HttpError, webhookCallback, type Context } from 'grammy';
import { formatHashrate, languageSchema, type Language, type WorkerStatus } from '@pool/contract';
import type { IdentityProvider } from '../../auth/identity-provider.js';
import { grants } from '@pool/contract';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { PermissionsRepository } from '../accounts/index.js';
import { MonitoringRepository } from '../worker-lists/index.js';
import { botApiSender, type ChatSender } from './telegram-sender.js';
import { TelegramRepository } from './telegram-repository.js';

/** TELEGRAM_BOT_TOKEN and TELEGRAM_API_URL (another Bot API server; the tests' loopback fake). */
export interface TelegramSettings {
  token: string;
  apiUrl?: string;
  /**
   * TELEGRAM_WEBHOOK: Telegram posts updates to this address (`PUBLIC_URL` + the webhook
   * path) instead of the bot polling; several instances behind a proxy then share one bot.
   */
  webhookUrl?: string;
}

/** Where Telegram posts updates in webhook mode. */
export const telegramWebhookPath = '/api/telegram/webhook';

type Replies = {
  linked: (email: string) => string;
  refused: string;
  hello: string;
  goodbye: string;
  notLinked: string;
  statusHeader: string;
  statusLine: (name: string, hashrate: string, counts: Record<WorkerStatus, number>) => string;
  noAccounts: string;
};

const replies: Record<Language, Replies> = {
  en: {
    linked: (email) =>
      `This chat now gets the notifications of ${email}. Send /status for your accounts, /stop to unlink.`,
    refused: 'This link has expired or was used already. Make a new one on the notification settings page.',
    hello: 'Open the link from the notification settings page of the pool to link this chat.',
    goodbye: 'This chat no longer gets notifications from the pool. Goodbye!',
    notLinked: 'This chat is not linked to any user of the pool.',
    statusHeader: 'Your accounts (24h hashrate; workers stable / unavailable / off):',
    statusLine: (name, hashrate, c) => `${name}: ${hashrate}; ${c.stable} / ${c.unavailable} / ${c.off}`,
    noAccounts: 'No mining accounts yet.',
  },
  ru: {
    linked: (email) => `Этот чат теперь получает уведомления ${email}. /status — ваши аккаунты, /stop — отвязать чат.`,
    refused: 'Ссылка устарела или уже использована. Создайте новую на странице настроек уведомлений.',
    hello: 'Откройте ссылку со страницы настроек уведомлений пула, чтобы привязать этот чат.',
    goodbye: 'Этот чат больше не получает уведомления пула. До свидания!',
    notLinked: 'Этот чат не привязан ни к одному пользователю пула.',
    statusHeader: 'Ваши аккаунты (хешрейт за 24 ч; воркеры работают / недоступны / выключены):',
    statusLine: (name, hashrate, c) => `${name}: ${hashrate}; ${c.stable} / ${c.unavailable} / ${c.off}`,
    noAccounts: 'Аккаунтов майнинга пока нет.',
  },
  cn: {
    linked: (email) => `此聊天现在接收 ${email} 的通知。发送 /status 查看账户，/stop 解除绑定。`,
    refused: '此链接已过期或已被使用。请在通知设置页面重新生成。',
    hello: '请打开矿池通知设置页面中的链接以绑定此聊天。',
    goodbye: '此聊天将不再接收矿池通知。再见！',
    notLinked: '此聊天未绑定任何矿池用户。',
    statusHeader: '您的账户（24 小时算力；矿机 正常 / 不可用 / 离线）：',
    statusLine: (name, hashrate, c) => `${name}：${hashrate}；${c.stable} / ${c.unavailable} / ${c.off}`,
    noAccounts: '暂无矿工账户。',
  },
};

/** How long the start waits for Telegram to accept the token. */
const launchTimeoutMs = 10_000;

/** The language of a chat's user: the one they chose in the pool, else Telegram's, else English. */
function telegramLanguage(code: string | undefined): Language {
  if (code?.startsWith('ru')) return 'ru';
  if (code?.startsWith('zh')) return 'cn';
  return 'en';
}

export interface TelegramBotDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  identity: Pick<IdentityProvider, 'getIdentity'>;
}

/**
 * The pool's Telegram bot (grammY): long polling for /start <code>, /status and /stop, and
 * the sender of notifications. A token Telegram refuses stops it with one log line; the
 * server goes on without Telegram.
 */
export class TelegramBot {
  private readonly bot: Bot;
  private readonly chats: TelegramRepository;
  private ready = false;
  private polling: Promise<void> | undefined;
  /** Telegram sends it with each webhook update; derived from the token, so every instance has the same. */
  private readonly webhookSecret: string;
  /** Only in webhook mode: grammY refuses to long-poll a bot that has a webhook handler. */
  private readonly webhookHandler: ((request: FastifyRequest, reply: FastifyReply) => Promise<void>) | undefined;

  constructor(
    private readonly settings: TelegramSettings,
    private readonly deps: TelegramBotDeps,
  ) {
    this.webhookSecret = createHash('sha256').update(`telegram-webhook:${settings.token}`).digest('hex');
    this.bot = new Bot(settings.token, { client: settings.apiUrl ? { apiRoot: settings.apiUrl } : {} });
    this.chats = new TelegramRepository(deps.db);
    this.bot.command('start', (ctx) => this.start(ctx));
    this.bot.command('status', (ctx) => this.status(ctx));
    this.bot.command('stop', (ctx) => this.stop(ctx));
    this.bot.catch((error) => deps.log.warn({ err: error.error }, 'telegram: an update failed'));
    this.webhookHandler = settings.webhookUrl
      ? webhookCallback(this.bot, 'fastify', { secretToken: this.webhookSecret })
      : undefined;
  }

  /** POST of the webhook path: an update from Telegram (refused without the secret, or before the bot runs). */
  async handleWebhook(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (!this.ready || !this.webhookHandler) {
      await reply.status(404).send({ error: { code: 'not_found', message: 'No Telegram webhook here' } });
      return;
    }
    await this.webhookHandler(request, reply);
  }

  /** Whether Telegram accepted the token and the bot runs. */
  available(): boolean {
    return this.ready;
  }

  /** The bot's @username (deep links point at it); undefined until it runs. */
  username(): string | undefined {
    return this.ready ? this.bot.botInfo.username : undefined;
  }

  sender(): ChatSender | undefined {
    return this.ready ? botApiSender(this.bot.api) : undefined;
  }

  /** Checks the token (getMe) and starts long polling; never throws. */
  async launch(): Promise<void> {
    try {
      // Bounded: a Bot API that does not answer must not hold up the server's start.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        this.bot.init(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer within ${launchTimeoutMs / 1000} s`)), launchTimeoutMs);
        }),
      ]).finally(() => clearTimeout(timer));
    } catch (error) {
      const refused = error instanceof GrammyError && (error.error_code === 401 || error.error_code === 404);
      this.deps.log.error(
        refused
          ? 'telegram: the Bot API refused TELEGRAM_BOT_TOKEN; the bot is off, the pool runs without Telegram'
          : `telegram: the Bot API did not answer (${error instanceof HttpError || error instanceof Error ? error.message : String(error)}); the bot is off, the pool runs without Telegram`,
      );
      return;
    }
    this.ready = true;
    if (this.settings.webhookUrl) {
      await this.bot.api
        .setWebhook(this.settings.webhookUrl, { secret_token: this.webhookSecret })
        .catch((error: unknown) => {
          this.ready = false;
          this.deps.log.error(
            `telegram: Telegram refused the webhook ${this.settings.webhookUrl} (${error instanceof Error ? error.message : String(error)}); the pool runs without Telegram`,
          );
        });
      return;
    }
    this.polling = this.bot.start({ drop_pending_updates: false }).catch((error: unknown) => {
      this.ready = false;
      this.deps.log.error({ err: error }, 'telegram: polling stopped; the pool runs without Telegram');
    });
  }

  async shutdown(): Promise<void> {
    if (this.bot.isRunning()) await this.bot.stop();
    await this.polling;
    this.ready = false;
  }

  /** The bot says goodbye to a chat that was unlinked from the pool's page. */
  async sayGoodbye(chatId: number, identityId: string): Promise<void> {
    if (!this.ready) return;
    const language = await this.languageOf(identityId);
    await this.bot.api.sendMessage(chatId, replies[language].goodbye).catch((error: unknown) => {
      this.deps.log.info({ err: error }, 'telegram: the goodbye did not reach the chat');
    });
  }

  private async start(ctx: Context): Promise<void> {
    const code = typeof ctx.match === 'string' ? ctx.match.trim() : '';
    const fallback = telegramLanguage(ctx.from?.language_code);
    if (!code || !ctx.chat) {
      await ctx.reply(replies[fallback].hello);
      return;
    }
    const identityId = await this.chats.redeem(code, this.deps.clock(), ctx.chat.id, ctx.from?.username ?? null);
    if (!identityId) {
      await ctx.reply(replies[fallback].refused);
      return;
    }
    const user = await this.deps.identity.getIdentity(identityId);
    const language = languageSchema.safeParse(user?.language).data ?? fallback;
    await ctx.reply(replies[language].linked(user?.email ?? ''));
  }

  private async status(ctx: Context): Promise<void> {
    if (!ctx.chat) return;
    const fallback = telegramLanguage(ctx.from?.language_code);
    const identities = await this.chats.identitiesOfChat(ctx.chat.id);
    if (identities.length === 0) {
      await ctx.reply(replies[fallback].notLinked);
      return;
    }
    const language = await this.languageOf(identities[0]!);
    const texts = replies[language];
    const permissions = new PermissionsRepository(this.deps.db);
    const minerIds = new Set<string>();
    for (const identityId of identities) {
      for (const permission of await permissions.listForIdentity(identityId)) {
        if (permission.type === 'miner' && permission.account_id && grants(permission, 'monitoring')) {
          minerIds.add(permission.account_id);
        }
      }
    }
    if (minerIds.size === 0) {
      await ctx.reply(texts.noAccounts);
      return;
    }
    const monitoring = new MonitoringRepository(this.deps.db);
    const now = this.deps.clock();
    const series = await monitoring.minerSeries([...minerIds]);
    const figures = new Map(
      (await monitoring.figures(series.flatMap((row) => (row.id === null ? [] : [row.id])))).map((row) => [
        row.series_id,
        row,
      ]),
    );
    const counts = await monitoring.statusCountsByMiner([...minerIds], now);
    const none = { stable: 0, unavailable: 0, off: 0, removed: 0 };
    const lines = series
      .sort((a, b) => a.account_name.localeCompare(b.account_name))
      .map((row) =>
        texts.statusLine(
          row.account_name,
          formatHashrate(row.id === null ? 0 : (figures.get(row.id)?.hash_rate_24h ?? 0), language),
          counts.get(row.miner_id) ?? none,
        ),
      );
    await ctx.reply([texts.statusHeader, ...lines].join('\n'));
  }

  private async stop(ctx: Context): Promise<void> {
    if (!ctx.chat) return;
    const identities = await this.chats.unlinkChat(ctx.chat.id);
    const language = identities[0] ? await this.languageOf(identities[0]) : telegramLanguage(ctx.from?.language_code);
    await ctx.reply(identities.length ? replies[language].goodbye : replies[language].notLinked);
  }

  private async languageOf(identityId: string): Promise<Language> {
    const user = await this.deps.identity.getIdentity(identityId);
    return languageSchema.safeParse(user?.language).data ?? 'en';
  }
}
