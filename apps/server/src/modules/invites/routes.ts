import {
  acceptInviteBodySchema,
  acceptInviteResponseSchema,
  invitationCodeParamsSchema,
  invitationOfferSchema,
} from '@pool/contract';
import { type ContextRoutes, resourceErrors } from '../../http/route-schemas.js';
import type { InvitesService } from './service.js';

export const invitesRoutes: ContextRoutes<{ service: InvitesService }> = async (app, { service, context }) => {
  app.get(
    '/invites/:code',
    {
      schema: {
        tags: ['invites'],
        summary: 'What an invitation offers the signed-in user (the /invitation page)',
        params: invitationCodeParamsSchema,
        response: { 200: invitationOfferSchema, ...resourceErrors },
      },
    },
    async (request) => service.offer(await context(request), request.params.code),
  );

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
