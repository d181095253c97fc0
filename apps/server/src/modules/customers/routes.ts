import { z } from 'zod';
import {
  accountIdParamsSchema,
  accountLookupSchema,
  createCustomerBodySchema,
  createdCustomerSchema,
  lookupByAccountNameQuerySchema,
  minerTitleBodySchema,
  minerTitleSchema,
} from '@pool/contract';
import type { FastifyRequest } from 'fastify';
import { type ContextRoutes, resourceErrors } from '../../http/route-schemas.js';
import type { CustomersService } from './service.js';

const minerParamsSchema = z.object({ miner_id: z.uuid() });

/** The origin the invitation link points at: the one the request came to (its Host is checked by the host allow-list). */
function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * POST /operators/{id}/miners and /pools/{id}/miners (new accounts), PUT/DELETE
 * /miners/{miner_id}/title, GET /miners/lookup-by-account-name.
 */
export const customersRoutes: ContextRoutes<{ service: CustomersService }> = async (app, { service, context }) => {
  app.post(
    '/operators/:id/miners',
    {
      schema: {
        tags: ['operators'],
        summary:
          'Create a customer account owned by the operator (name: lowercase latin letters and digits), optionally inviting its owner by e-mail',
        params: accountIdParamsSchema,
        body: createCustomerBodySchema,
        response: { 201: createdCustomerSchema, ...resourceErrors },
      },
    },
    async (request, reply) => {
      const { permission_id: _, ...created } = await service.createCustomer(
        await context(request),
        request.params.id,
        request.body,
        originOf(request),
      );
      return reply.status(201).send(created);
    },
  );

  app.post(
    '/pools/:id/miners',
    {
      schema: {
        tags: ['pools'],
        summary: 'Create a miner account directly in the pool (pool staff), optionally inviting its owner by e-mail',
        params: accountIdParamsSchema,
        body: createCustomerBodySchema,
        response: { 201: createdCustomerSchema, ...resourceErrors },
      },
    },
    async (request, reply) => {
      const { permission_id: _, ...created } = await service.createPoolMiner(
        await context(request),
        request.params.id,
        request.body,
        originOf(request),
      );
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/miners/:miner_id/title',
    {
      schema: {
        tags: ['miners'],
        summary: "Set a miner account's title",
        params: minerParamsSchema,
        body: minerTitleBodySchema,
        response: { 200: minerTitleSchema, ...resourceErrors },
      },
    },
    async (request) => service.setTitle(await context(request), request.params.miner_id, request.body.title),
  );

  app.delete(
    '/miners/:miner_id/title',
    {
      schema: {
        tags: ['miners'],
        summary: "Clear a miner account's title",
        params: minerParamsSchema,
        response: { 200: minerTitleSchema, ...resourceErrors },
      },
    },
    async (request) => service.clearTitle(await context(request), request.params.miner_id),
  );

  app.get(
    '/miners/lookup-by-account-name',
    {
      schema: {
        tags: ['miners'],
        summary: 'Find a miner account by its exact name (any case): its id and name only',
        querystring: lookupByAccountNameQuerySchema,
        response: { 200: accountLookupSchema, ...resourceErrors },
      },
    },
    async (request) => service.lookup(await context(request), request.query.account_name),
  );
};
