import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountLookupResponseSchema,
  accountLookupRoute,
  chainTipPath,
  chainTipSchema,
  errorResponseSchema,
  foundBlockPath,
  foundBlockSchema,
} from '@pool/contract';
import { ApiError } from '../../http/api-error.js';
import type { BlocksService } from '../blocks/index.js';
import { requireIngestToken } from './routes.js';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema };

/**
 * What stratum nodes ask and tell the API besides shares (same bearer token, outside the
 * backend prefix): whether an account exists, found blocks, the chain tip they work on.
 */
export const stratumRoutes: FastifyPluginAsyncZod<{ service: BlocksService; token: string }> = async (
  app,
  { service, token },
) => {
  const onRequest = requireIngestToken(token);
  const tags = ['internal'];

  app.get(
    accountLookupRoute,
    {
      logLevel: 'warn',
      onRequest,
      schema: {
        tags,
        summary: 'Does this miner account exist (mining.authorize)?',
        params: z.object({ account: z.string().min(1).max(64) }),
        response: { 200: accountLookupResponseSchema, 404: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const found = await service.accountExists(request.params.account);
      if (!found) throw ApiError.notFound('No such account');
      return found;
    },
  );

  app.post(
    foundBlockPath,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Record a block a miner found (idempotent per hash)',
        body: foundBlockSchema,
        response: { 200: z.object({ created: z.boolean() }), 201: z.object({ created: z.boolean() }), ...errors },
      },
    },
    async (request, reply) => {
      const result = await service.recordBlock(request.body);
      return reply.code(result.created ? 201 : 200).send(result);
    },
  );

  app.post(
    chainTipPath,
    {
      logLevel: 'warn',
      onRequest,
      schema: {
        tags,
        summary: 'The height of the tip new work builds on (confirmations count from it)',
        body: chainTipSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.raiseTip(request.body.height);
      return reply.code(204).send(null);
    },
  );
};
