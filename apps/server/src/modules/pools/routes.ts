import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentPoolResponseSchema, errorResponseSchema } from '@pool/contract';
import type { PoolsService } from './service.js';

export const poolsRoutes: FastifyPluginAsyncZod<{ service: PoolsService }> = async (app, { service }) => {
  app.get(
    '/pools/current',
    {
      schema: {
        tags: ['pools'],
        summary: 'The pool configuration: addresses and language settings',
        response: { 200: currentPoolResponseSchema, 404: errorResponseSchema },
      },
    },
    () => service.getCurrent(),
  );
};
