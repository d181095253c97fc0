import { z } from 'zod';
import { errorResponseSchema, identityResponseSchema, updateLanguageBodySchema } from '@pool/contract';
import { type ContextRoutes, errorResponses } from '../../http/route-schemas.js';
import type { ProfileService } from './service.js';

const errors = errorResponses(401, 403);

export const profileRoutes: ContextRoutes<{ service: ProfileService }> = async (app, { service, context }) => {
  app.get(
    '/identity',
    {
      schema: {
        tags: ['identity'],
        summary: 'The signed-in user',
        response: { 200: identityResponseSchema, ...errors },
      },
    },
    async (request) => service.get(await context(request)),
  );

  app.put(
    '/identity/language',
    {
      schema: {
        tags: ['identity'],
        summary: "Store the user's interface language",
        body: updateLanguageBodySchema,
        response: { 204: z.null(), 400: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await service.setLanguage(await context(request), request.body.language);
      return reply.status(204).send(null);
    },
  );
};
