import { z } from 'zod';
import {
  currentTelegramChatSchema,
  currentTelegramInviteSchema,
  notificationPreferencesSchema,
  telegramInviteSchema,
  updateNotificationPreferencesBodySchema,
} from '@pool/contract';
import { type ContextRoutes, resourceErrors } from '../../http/route-schemas.js';
import type { NotificationPreferencesService } from './service.js';
import type { TelegramLinkService } from './telegram-service.js';

const userParams = z.object({ id: z.uuid() });

/** GET/PUT /identity/{id}/notifications/preferences. */
export const notificationPreferencesRoutes: ContextRoutes<{ service: NotificationPreferencesService }> = async (
  app,
  { service, context },
) => {
  app.get(
    '/identity/:id/notifications/preferences',
    {
      schema: {
        tags: ['identity'],
        summary: 'Which events reach the user by e-mail and by Telegram (defaults where they chose nothing)',
        params: userParams,
        response: { 200: notificationPreferencesSchema, ...resourceErrors },
      },
    },
    async (request) => service.get(await context(request), request.params.id),
  );

  app.put(
    '/identity/:id/notifications/preferences',
    {
      schema: {
        tags: ['identity'],
        summary: 'Turn events on or off per channel (the switches given; the others stay)',
        params: userParams,
        body: updateNotificationPreferencesBodySchema,
        response: { 200: notificationPreferencesSchema, ...resourceErrors },
      },
    },
    async (request) => service.put(await context(request), request.params.id, request.body),
  );
};

/** POST /identity/{id}/telegram/invites, GET …/invites/current, GET …/chats/current, DELETE …/chats. */
export const telegramRoutes: ContextRoutes<{ service: TelegramLinkService }> = async (app, { service, context }) => {
  app.post(
    '/identity/:id/telegram/invites',
    {
      schema: {
        tags: ['identity'],
        summary:
          'A one-time Telegram deep link (15 minutes) that links the chat opening it; the current one while it works',
        params: userParams,
        response: { 200: telegramInviteSchema, 201: telegramInviteSchema, ...resourceErrors },
      },
    },
    async (request, reply) => {
      const { invite, created } = await service.createInvite(await context(request), request.params.id);
      return reply.status(created ? 201 : 200).send(invite);
    },
  );

  app.get(
    '/identity/:id/telegram/invites/current',
    {
      schema: {
        tags: ['identity'],
        summary: "The user's working Telegram deep link, or null",
        params: userParams,
        response: { 200: currentTelegramInviteSchema, ...resourceErrors },
      },
    },
    async (request) => service.currentInvite(await context(request), request.params.id),
  );

  app.get(
    '/identity/:id/telegram/chats/current',
    {
      schema: {
        tags: ['identity'],
        summary: 'The Telegram chat linked to the user, or null',
        params: userParams,
        response: { 200: currentTelegramChatSchema, ...resourceErrors },
      },
    },
    async (request) => service.currentChat(await context(request), request.params.id),
  );

  app.delete(
    '/identity/:id/telegram/chats',
    {
      schema: {
        tags: ['identity'],
        summary: "Unlink the user's Telegram chat (the bot says goodbye)",
        params: userParams,
        response: { 204: z.null(), ...resourceErrors },
      },
    },
    async (request, reply) => {
      await service.unlink(await context(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
