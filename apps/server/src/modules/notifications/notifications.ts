import type { FastifyBaseLogger } from 'fastify';
import type { IdentityProvider } from '../../auth/identity-provider.js';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import type { Mailer } from '../../mail/mailer.js';
import { NotificationDelivery, type DeliveryOptions } from './delivery.js';
import { TelegramBot, type TelegramSettings } from './telegram-bot.js';
import { WorkerStatusNotices, type WorkerNoticeTiming } from './worker-status.js';
import { AlertEpisodes } from './alerts.js';

export interface NotificationsDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  mailer: Mailer;
  identity: Pick<IdentityProvider, 'getIdentity'>;
  /** Unset: no Telegram on this pool. */
  telegram?: TelegramSettings | undefined;
  /** The origin links in messages point at. */
  publicUrl: string;
  delivery?: Partial<DeliveryOptions>;
  workerTiming?: WorkerNoticeTiming;
}

/**
 * The notifications of the server: the Telegram bot (when configured) and the job that
 * groups worker status changes, starts and ends threshold alerts and drains the outbox once
 * a minute (jobs/queue.ts runs it).
 */
export class Notifications {
  readonly bot: TelegramBot | undefined;
  readonly delivery: NotificationDelivery;
  private readonly workers: WorkerStatusNotices;
  private readonly alerts: AlertEpisodes;

  constructor(deps: NotificationsDeps) {
    this.bot = deps.telegram && new TelegramBot(deps.telegram, deps);
    this.delivery = new NotificationDelivery({ ...deps, telegram: () => this.bot?.sender() }, deps.delivery);
    this.workers = new WorkerStatusNotices(deps.db, deps.clock, deps.workerTiming);
    this.alerts = new AlertEpisodes(deps.db, deps.clock);
  }

  telegramAvailable(): boolean {
    return this.bot?.available() ?? false;
  }

  /** The job's work: worker status notices and threshold alerts, then the outbox. */
  async runDue(): Promise<void> {
    await this.workers.run();
    await this.alerts.run();
    await this.delivery.drain();
  }

  async start(): Promise<void> {
    await this.bot?.launch();
  }

  async stop(): Promise<void> {
    await this.bot?.shutdown();
  }
}
