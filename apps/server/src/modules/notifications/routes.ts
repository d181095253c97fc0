import type { ContextRoutes } from '../../http/route-schemas.js';
import { route } from '../../http/route.js';
import type { NotificationPreferencesService } from './service.js';
import type { TelegramLinkService } from './telegram-service.js';

/** GET/PUT /identity/{id}/notifications/preferences. */
export const notificationPreferencesRoutes: ContextRoutes<{ service: NotificationPreferencesService }> = async (
  app,
  { service, context },
) => {
  route(app, 'GET /identity/{id}/notifications/preferences', async (request) =>
    service.get(await context(request), request.params.id),
  );

  route(app, 'PUT /identity/{id}/notifications/preferences', async (request) =>
    service.put(await context(request), request.params.id, request.body),
  );
};

/** POST /identity/{id}/telegram/invites, GET …/invites/current, GET …/chats/current, DELETE …/chats. */
export const telegramRoutes: ContextRoutes<{ service: TelegramLinkService }> = async (app, { service, context }) => {
  route(app, 'POST /identity/{id}/telegram/invites', async (request, reply) => {
    const { invite, created } = await service.createInvite(await context(request), request.params.id);
    return reply.status(created ? 201 : 200).send(invite);
  });

  route(app, 'GET /identity/{id}/telegram/invites/current', async (request) =>
    service.currentInvite(await context(request), request.params.id),
  );

  route(app, 'GET /identity/{id}/telegram/chats/current', async (request) =>
    service.currentChat(await context(request), request.params.id),
  );

  route(app, 'DELETE /identity/{id}/telegram/chats', async (request, reply) => {
    await service.unlink(await context(request), request.params.id);
    return reply.status(204).send(null);
  });
};
