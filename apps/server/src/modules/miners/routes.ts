import { z } from 'zod';
import { createMinerBodySchema, createMinerResponseSchema } from '@pool/contract';
import { type ContextRoutes, errorResponses } from '../../http/route-schemas.js';
import type { CustomersService } from '../customers/index.js';
import type { MinersService } from './service.js';

export const minersRoutes: ContextRoutes<{ service: MinersService; customers: CustomersService }> = async (
  app,
  { service, customers, context },
) => {
  app.post(
    '/miners',
    {
      schema: {
        tags: ['miners'],
        summary:
          "Create the user's first miner account, or with parent_id a sub-account under one they own or administer",
        body: createMinerBodySchema,
        response: {
          201: createMinerResponseSchema,
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const { account_name, parent_id, referral_code, operator_title } = request.body;
      const ctx = await context(request);
      const created = parent_id
        ? await customers.createSubAccount(ctx, parent_id, account_name)
        : await service.createFirst(ctx, account_name, referral_code, operator_title);
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
        response: { 202: z.null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await service.requestRemoval(await context(request), request.params.miner_id);
      return reply.status(202).send(null);
    },
  );
};
