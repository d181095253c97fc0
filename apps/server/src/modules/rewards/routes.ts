import type { ContextRoutes } from '../../http/route-schemas.js';
import { route, type OperationHandler, type OperationOnEachAccount } from '../../http/route.js';
import type { AccountKind } from '../accounts/index.js';
import type { EarningsService } from './earnings-service.js';
import type { RatesService } from './rates-service.js';

/** Platform reward rates and today's estimated earnings of every account kind. */
export const rewardsRoutes: ContextRoutes<{ rates: RatesService; earnings: EarningsService }> = async (
  app,
  { rates, earnings, context },
) => {
  route(app, 'GET /platform/rewards/rates', async (request) => rates.list(await context(request), request.query));
  route(app, 'GET /platform/rewards/rates/external-sources', async (request) =>
    rates.externalSources(await context(request)),
  );
  route(app, 'PUT /platform/rewards/rates/current', async (request) =>
    rates.setCurrent(await context(request), request.body),
  );

  const processingEarnings =
    (kind: AccountKind): OperationHandler<OperationOnEachAccount<'GET', '/processing-earnings'>> =>
    async (request) =>
      earnings.processing(await context(request), kind, request.params.id);
  route(app, 'GET /pools/{id}/processing-earnings', processingEarnings('pool'));
  route(app, 'GET /operators/{id}/processing-earnings', processingEarnings('operator'));
  route(app, 'GET /miners/{id}/processing-earnings', processingEarnings('miner'));

  route(app, 'GET /miners/{id}/earnings-outlook', async (request) =>
    earnings.outlook(await context(request), request.params.id),
  );
};
