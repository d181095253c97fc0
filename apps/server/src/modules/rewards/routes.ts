import type { ContextRoutes } from '../../http/route-schemas.js';
import { route } from '../../http/route.js';
import type { EarningsService } from './earnings-service.js';
import type { RatesService } from './rates-service.js';

const processingEarnings = [
  { kind: 'pool', operation: 'GET /pools/{id}/processing-earnings' },
  { kind: 'operator', operation: 'GET /operators/{id}/processing-earnings' },
  { kind: 'miner', operation: 'GET /miners/{id}/processing-earnings' },
] as const;

/** Platform reward rates (product §7 "Platform") and today's estimated earnings of every account kind. */
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

  for (const { kind, operation } of processingEarnings) {
    route(app, operation, async (request) => earnings.processing(await context(request), kind, request.params.id));
  }

  route(app, 'GET /miners/{id}/earnings-outlook', async (request) =>
    earnings.outlook(await context(request), request.params.id),
  );
};
