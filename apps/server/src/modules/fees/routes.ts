import type { ContextRoutes } from '../../http/route-schemas.js';
import { route, type OperationHandler } from '../../http/route.js';
import type { FeesService, FeeTarget } from './service.js';

/**
 * GET/POST /miners/{miner_id}/fees and /fees/current (the pool's fee), and the same under
 * /operators/{id}/miners/{miner_id} (the operator's fee on its customer).
 */
export const feesRoutes: ContextRoutes<{ service: FeesService }> = async (app, { service, context }) => {
  /** The pool's fee on a miner account is keyed by the miner; an operator's fee on its customer by both. */
  type ScheduleKey<Method extends string, Tail extends string> =
    `${Method} /miners/{miner_id}/fees${Tail}` | `${Method} /operators/{id}/miners/{miner_id}/fees${Tail}`;
  type TargetOf = (params: Record<string, string>) => FeeTarget;
  const poolFee: TargetOf = (params) => ({ kind: 'pool', minerId: params.miner_id! });
  const operatorFee: TargetOf = (params) => ({ kind: 'operator', operatorId: params.id!, minerId: params.miner_id! });
  const list =
    (target: TargetOf): OperationHandler<ScheduleKey<'GET', ''>> =>
    async (request) => ({ data: await service.list(await context(request), target(request.params)) });
  const current =
    (target: TargetOf): OperationHandler<ScheduleKey<'GET', '/current'>> =>
    async (request) =>
      service.current(await context(request), target(request.params));
  const set =
    (target: TargetOf): OperationHandler<ScheduleKey<'POST', ''>> =>
    async (request, reply) => {
      const created = await service.create(await context(request), target(request.params), request.body);
      return reply.status(201).send(created);
    };

  route(app, 'GET /miners/{miner_id}/fees', list(poolFee));
  route(app, 'GET /miners/{miner_id}/fees/current', current(poolFee));
  route(app, 'POST /miners/{miner_id}/fees', set(poolFee));
  route(app, 'GET /operators/{id}/miners/{miner_id}/fees', list(operatorFee));
  route(app, 'GET /operators/{id}/miners/{miner_id}/fees/current', current(operatorFee));
  route(app, 'POST /operators/{id}/miners/{miner_id}/fees', set(operatorFee));

  route(app, 'GET /operators/{id}/customer-fee', async (request) =>
    service.customerFee(await context(request), request.params.id),
  );
  route(app, 'PUT /operators/{id}/customer-fee', async (request) =>
    service.setCustomerFee(await context(request), request.params.id, request.body),
  );
};
