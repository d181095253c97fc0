import { z } from 'zod';
import { notificationPreferencesSchema, updateNotificationPreferencesBodySchema } from '@pool/contract';
import { type ContextRoutes, resourceErrors } from '../../http/route-schemas.js';
import type { NotificationPreferencesService } from './service.js';

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
