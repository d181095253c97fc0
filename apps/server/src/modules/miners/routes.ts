import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createMinerBodySchema, createMinerResponseSchema, errorResponseSchema } from '@pool/contract';
import type { ContextResolver } from '../../auth/actor.js';
import type { MinersService } from './service.js';

export const minersRoutes: FastifyPluginAsyncZod<{ service: MinersService; context: ContextResolver }> = async (
  app,
  { service, context },
) => {
  app.post(
    '/miners',
    {
      schema: {
        tags: ['miners'],
        summary: "Create the user's first miner account",
        body: createMinerBodySchema,
        response: {
          201: createMinerResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const created = await service.createFirst(await context(request), request.body.account_name);
      return reply.status(201).send(created);
    },
  );
};
