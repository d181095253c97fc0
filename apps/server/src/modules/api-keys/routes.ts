import { z } from 'zod';
import {
  accountIdParamsSchema,
  apiKeyParamsSchema,
  apiKeysResponseSchema,
  createApiKeyBodySchema,
  createdApiKeySchema,
} from '@pool/contract';
import { type ContextRoutes, errorResponses, resourceErrors } from '../../http/route-schemas.js';
import type { ApiKeysService } from './service.js';

export const apiKeysRoutes: ContextRoutes<{ service: ApiKeysService }> = async (app, { service, context }) => {
  app.get(
    '/miners/:id/api-keys',
    {
      schema: {
        tags: ['api-keys'],
        summary: "A miner account's read-only API keys (names and hints, never the tokens)",
        params: accountIdParamsSchema,
        response: { 200: apiKeysResponseSchema, ...resourceErrors },
      },
    },
    async (request) => service.list(await context(request), request.params.id),
  );

  app.post(
    '/miners/:id/api-keys',
    {
      schema: {
        tags: ['api-keys'],
        summary: 'Create a read-only API key; its token is in this answer only',
        params: accountIdParamsSchema,
        body: createApiKeyBodySchema,
        response: { 201: createdApiKeySchema, ...resourceErrors, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      const created = await service.create(await context(request), request.params.id, request.body.name);
      return reply.status(201).send(created);
    },
  );

  app.delete(
    '/miners/:id/api-keys/:key_id',
    {
      schema: {
        tags: ['api-keys'],
        summary: 'Revoke a read-only API key',
        params: apiKeyParamsSchema,
        response: { 204: z.null(), ...resourceErrors },
      },
    },
    async (request, reply) => {
      await service.revoke(await context(request), request.params.id, request.params.key_id);
      return reply.status(204).send(null);
    },
  );
};
