import { acceptInviteBodySchema, acceptInviteResponseSchema } from '@pool/contract';
import { type ContextRoutes, resourceErrors } from '../../http/route-schemas.js';
import type { InvitesService } from './service.js';

export const invitesRoutes: ContextRoutes<{ service: InvitesService }> = async (app, { service, context }) => {
  app.post(
    '/invites/accept',
    {
      schema: {
        tags: ['invites'],
        summary: 'Accept an invitation to an account',
        body: acceptInviteBodySchema,
        response: {
          200: acceptInviteResponseSchema,
          ...resourceErrors,
        },
      },
    },
    async (request) => service.accept(await context(request), request.body.code),
  );
};
