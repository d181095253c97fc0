import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../module-deps.js';
import { AlertSettingsService, alertSettingsRoutes } from './alert-settings.js';
import { NotificationsRepository } from './repository.js';
import { notificationPreferencesRoutes, telegramRoutes } from './routes.js';
import { NotificationPreferencesService } from './service.js';
import { TelegramLinkService } from './telegram-service.js';
import { TelegramRepository } from './telegram-repository.js';

/** Notification preferences and the Telegram link of each user, and each miner account's alert thresholds. */
export const notificationsPlugin: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const { notifications } = deps;
  const preferences = new NotificationPreferencesService(new NotificationsRepository(deps.db), deps.policy, () =>
    notifications.telegramAvailable(),
  );
  await app.register(notificationPreferencesRoutes, { service: preferences, context: deps.context });
  const telegram = new TelegramLinkService(new TelegramRepository(deps.db), deps.policy, deps.clock, notifications.bot);
  await app.register(telegramRoutes, { service: telegram, context: deps.context });
  await app.register(alertSettingsRoutes, {
    service: new AlertSettingsService(deps.db, deps.policy),
    context: deps.context,
  });
};
