import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../module-deps.js';
import { NotificationsRepository } from './repository.js';
import { notificationPreferencesRoutes } from './routes.js';
import { NotificationPreferencesService } from './service.js';

/** Notification preferences and the Telegram link of each user. */
export const notificationsPlugin: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const repository = new NotificationsRepository(deps.db);
  const service = new NotificationPreferencesService(repository, deps.policy, () => false);
  await app.register(notificationPreferencesRoutes, { service, context: deps.context });
};
