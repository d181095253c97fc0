import type { ContextRoutes } from '../../http/route-schemas.js';
import { route } from '../../http/route.js';
import type { FeesService, FeeTarget } from './service.js';

/**
 * GET/POST /miners/{miner_id}/fees and /fees/current (the pool's fee), and the same under
 * /operators/{id}/miners/{miner_id} (the operator's fee on its customer).
 */
export const feesRoutes: ContextRoutes<{ service: FeesService }> = async (app, { service, context }) => {
  const schedules = [
    {
      list: 'GET /miners/{miner_id}/fees',
      current: 'GET /miners/{miner_id}/fees/current',
      set: 'POST /miners/{miner_id}/fees',
      target: (params: Record<string, string>): FeeTarget => ({ kind: 'pool', minerId: params.miner_id! }),
    },
    {
      list: 'GET /operators/{id}/miners/{miner_id}/fees',
      current: 'GET /operators/{id}/miners/{miner_id}/fees/current',
      set: 'POST /operators/{id}/miners/{miner_id}/fees',
      target: (params: Record<string, string>): FeeTarget => ({
        kind: 'operator',
        operatorId: params.id!,
        minerId: params.miner_id!,
      }),
    },
  ] as const;

  for (const { list, current, set, target } of schedules) {
    route(app, list, async (request) => ({ data: await service.list(await context(request), target(request.params)) }));
    route(app, current, async (request) => service.current(await context(request), target(request.params)));
    route(app, set, async (request, reply) => {
      const created = await service.create(await context(request), target(request.params), request.body);
      return reply.status(201).send(created);
    });
  }

  route(app, 'GET /operators/{id}/customer-fee', async (request) =>
    service.customerFee(await context(request), request.params.id),
  );
  route(app, 'PUT /operators/{id}/customer-fee', async (request) =>
    service.setCustomerFee(await context(request), request.params.id, request.body),
  );
};
