import type { ContextRoutes } from '../../http/route-schemas.js';
import { route } from '../../http/route.js';
import { pathScope } from '../worker-lists/index.js';
import type { ChartsService } from './service.js';

const { pool, operator, miner, incoming, outgoing } = pathScope;

/**
 * Hashrate charts of product §7: of a pool, an operator, a miner account and its transfers'
 * boundary workers; and of several accounts or workers at once, the chart of their sum and
 * each one's average. Written out one route a line, in the order the OpenAPI document lists them.
 */
export const chartsRoutes: ContextRoutes<{ service: ChartsService }> = async (app, { service, context }) => {
  route(app, 'GET /pools/{id}/charts', async (request) =>
    service.chart(await context(request), pool(request), request.query.period),
  );
  route(app, 'GET /operators/{id}/charts', async (request) =>
    service.chart(await context(request), operator(request), request.query.period),
  );
  route(app, 'GET /miners/{id}/charts', async (request) =>
    service.chart(await context(request), miner(request), request.query.period),
  );
  route(app, 'GET /miners/{id}/workers/boundary/charts', async (request) =>
    service.chart(await context(request), incoming(request), request.query.period),
  );
  route(app, 'GET /miners/{id}/workers/boundary/outgoing/charts', async (request) =>
    service.chart(await context(request), outgoing(request), request.query.period),
  );

  route(app, 'GET /miners/charts', async (request) =>
    service.minersChart(await context(request), request.query.id, request.query.period),
  );
  route(app, 'GET /miners/stats', async (request) =>
    service.minersStats(await context(request), request.query.id, request.query.period),
  );
  route(app, 'GET /workers/charts', async (request) =>
    service.workersChart(await context(request), request.query.id, request.query.period),
  );
  route(app, 'GET /workers/stats', async (request) =>
    service.workersStats(await context(request), request.query.id, request.query.period),
  );
};
