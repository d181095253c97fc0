import { z } from 'zod';
import {
  accountIdParamsSchema,
  createFeeBodySchema,
  customerFeeSchema,
  earnedFromMinerParamsSchema,
  feeSchema,
  feesResponseSchema,
} from '@pool/contract';
import { type ContextRoutes, resourceErrors } from '../../http/route-schemas.js';
import type { FeesService, FeeTarget } from './service.js';

const minerParamsSchema = z.object({ miner_id: z.uuid() });

/**
 * GET/POST /miners/{miner_id}/fees and /fees/current (the pool's fee), and the same under
 * /operators/{id}/miners/{miner_id} (the operator's fee on its customer).
 */
export const feesRoutes: ContextRoutes<{ service: FeesService }> = async (app, { service, context }) => {
  const schedules = [
    {
      path: '/miners/:miner_id/fees',
      params: minerParamsSchema,
      tags: ['miners'],
      noun: "the pool's fee of a miner account",
      target: (params: Record<string, string>): FeeTarget => ({ kind: 'pool', minerId: params.miner_id! }),
    },
    {
      path: '/operators/:id/miners/:miner_id/fees',
      params: earnedFromMinerParamsSchema,
      tags: ['operators'],
      noun: "the operator's fee on its customer",
      target: (params: Record<string, string>): FeeTarget => ({
        kind: 'operator',
        operatorId: params.id!,
        minerId: params.miner_id!,
      }),
    },
  ] as const;

  for (const { path, params, tags, noun, target } of schedules) {
    app.get(
      path,
      {
        schema: {
          tags: [...tags],
          summary: `Schedule of ${noun}, newest first`,
          params,
          response: { 200: feesResponseSchema, ...resourceErrors },
        },
      },
      async (request) => ({ data: await service.list(await context(request), target(request.params)) }),
    );
    app.get(
      `${path}/current`,
      {
        schema: {
          tags: [...tags],
          summary: `The item of ${noun} in force today`,
          params,
          response: { 200: feeSchema, ...resourceErrors },
        },
      },
      async (request) => service.current(await context(request), target(request.params)),
    );
    app.post(
      path,
      {
        schema: {
          tags: [...tags],
          summary: `Set ${noun} from 00:00 UTC tomorrow`,
          params,
          body: createFeeBodySchema,
          response: { 201: feeSchema, ...resourceErrors },
        },
      },
      async (request, reply) => {
        const created = await service.create(await context(request), target(request.params), request.body);
        return reply.status(201).send(created);
      },
    );
  }

  app.get(
    '/operators/:id/customer-fee',
    {
      schema: {
        tags: ['operators'],
        summary: "The operator's fee for new customers (its hub's sign-ups and those created without one)",
        params: accountIdParamsSchema,
        response: { 200: customerFeeSchema, ...resourceErrors },
      },
    },
    async (request) => service.customerFee(await context(request), request.params.id),
  );
  app.put(
    '/operators/:id/customer-fee',
    {
      schema: {
        tags: ['operators'],
        summary: "Set the operator's fee for the customers made from now on",
        params: accountIdParamsSchema,
        body: customerFeeSchema,
        response: { 200: customerFeeSchema, ...resourceErrors },
      },
    },
    async (request) => service.setCustomerFee(await context(request), request.params.id, request.body),
  );
};
