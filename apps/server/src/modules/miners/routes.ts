import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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

  app.delete(
    '/miners/:miner_id',
    {
      schema: {
        tags: ['miners'],
        summary: 'Ask for the removal of an owned miner account (needs a fresh second factor)',
        params: z.object({ miner_id: z.uuid() }),
        response: { 202: z.null(), 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await service.requestRemoval(await context(request), request.params.miner_id);
      return reply.status(202).send(null);
    },
  );
};
