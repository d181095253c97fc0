import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptInviteBodySchema, acceptInviteResponseSchema, errorResponseSchema } from '@pool/contract';
import type { ContextResolver } from '../../auth/actor.js';
import type { InvitesService } from './service.js';

export const invitesRoutes: FastifyPluginAsyncZod<{ service: InvitesService; context: ContextResolver }> = async (
  app,
  { service, context },
) => {
  app.post(
    '/invites/accept',
    {
      schema: {
        tags: ['invites'],
        summary: 'Accept an invitation to an account',
        body: acceptInviteBodySchema,
        response: {
          200: acceptInviteResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => service.accept(await context(request), request.body.code),
  );
};
