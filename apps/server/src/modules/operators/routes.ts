import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, operatorLookupResponseSchema } from '@pool/contract';
import type { OperatorsService } from './service.js';

export const operatorsRoutes: FastifyPluginAsyncZod<{ service: OperatorsService }> = async (app, { service }) => {
  app.get(
    '/operators/lookup-by-title/:operator_title',
    {
      schema: {
        tags: ['operators'],
        summary: "An operator hub's public branding (no credentials)",
        params: z.object({ operator_title: z.string().min(1).max(64) }),
        response: { 200: operatorLookupResponseSchema, 404: errorResponseSchema },
      },
    },
    (request) => service.lookupByTitle(request.params.operator_title),
  );
};
