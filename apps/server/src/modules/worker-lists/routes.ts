import type { ContextRoutes } from '../../http/route-schemas.js';
import { route } from '../../http/route.js';
import { sendExportFile } from '../../http/table-export.js';
import type { Account } from '../accounts/index.js';
import { randomWorkerName } from './random-name.js';
import { pathScope } from './path-scope.js';
import type { MonitoringService } from './service.js';

const { pool, operator, miner, incoming, outgoing } = pathScope;

function toAccountBody(account: Account) {
  if (account.kind === 'pool') return { id: account.id, name: account.name };
  return { id: account.id, name: account.name, title: account.title ?? '', pool_id: account.pool_id };
}

/**
 * Monitoring reads of product §7: the same sub-resources for pools, operators and miner
 * accounts (a miner account itself, GET /miners/{id} with its wallets, is the wallets
 * module's), the boundary (hashrate transfer) workers of a miner, the workers' and
 * customers' exports. Written out one route a line, in the order the OpenAPI document lists them.
 */
export const workerListsRoutes: ContextRoutes<{ service: MonitoringService }> = async (app, { service, context }) => {
  route(
    app,
    'GET /pools/{id}',
    async (request) => toAccountBody(await service.account(await context(request), 'pool', request.params.id)) as never,
  );
  route(app, 'GET /pools/{id}/stats', async (request) => service.stats(await context(request), pool(request)));
  route(app, 'GET /pools/{id}/workers', async (request) =>
    service.workers(await context(request), pool(request), request.query),
  );
  route(app, 'GET /pools/{id}/workers/statuses', async (request) =>
    service.statuses(await context(request), pool(request)),
  );
  route(app, 'GET /pools/{id}/workers/export', async (request, reply) =>
    sendExportFile(reply, await service.workersExport(await context(request), pool(request), request.query)),
  );
  route(app, 'GET /pools/{id}/miners', async (request) =>
    service.miners(await context(request), 'pool', request.params.id, request.query),
  );
  route(app, 'GET /pools/{id}/miners/export', async (request, reply) =>
    sendExportFile(reply, await service.minersExport(await context(request), 'pool', request.params.id, request.query)),
  );

  route(
    app,
    'GET /operators/{id}',
    async (request) =>
      toAccountBody(await service.account(await context(request), 'operator', request.params.id)) as never,
  );
  route(app, 'GET /operators/{id}/stats', async (request) => service.stats(await context(request), operator(request)));
  route(app, 'GET /operators/{id}/workers', async (request) =>
    service.workers(await context(request), operator(request), request.query),
  );
  route(app, 'GET /operators/{id}/workers/statuses', async (request) =>
    service.statuses(await context(request), operator(request)),
  );
  route(app, 'GET /operators/{id}/workers/export', async (request, reply) =>
    sendExportFile(reply, await service.workersExport(await context(request), operator(request), request.query)),
  );
  route(app, 'GET /operators/{id}/miners', async (request) =>
    service.miners(await context(request), 'operator', request.params.id, request.query),
  );
  route(app, 'GET /operators/{id}/miners/export', async (request, reply) =>
    sendExportFile(
      reply,
      await service.minersExport(await context(request), 'operator', request.params.id, request.query),
    ),
  );

  route(app, 'GET /miners/{id}/stats', async (request) => service.stats(await context(request), miner(request)));
  route(app, 'GET /miners/{id}/workers', async (request) =>
    service.workers(await context(request), miner(request), request.query),
  );
  route(app, 'GET /miners/{id}/workers/statuses', async (request) =>
    service.statuses(await context(request), miner(request)),
  );
  route(app, 'GET /miners/{id}/workers/boundary/stats', async (request) =>
    service.stats(await context(request), incoming(request)),
  );
  route(app, 'GET /miners/{id}/workers/boundary', async (request) =>
    service.workers(await context(request), incoming(request), request.query),
  );
  route(app, 'GET /miners/{id}/workers/boundary/statuses', async (request) =>
    service.statuses(await context(request), incoming(request)),
  );
  route(app, 'GET /miners/{id}/workers/boundary/outgoing/stats', async (request) =>
    service.stats(await context(request), outgoing(request)),
  );
  route(app, 'GET /miners/{id}/workers/boundary/outgoing', async (request) =>
    service.workers(await context(request), outgoing(request), request.query),
  );
  route(app, 'GET /miners/{id}/workers/boundary/outgoing/statuses', async (request) =>
    service.statuses(await context(request), outgoing(request)),
  );
  route(app, 'GET /miners/{id}/workers/export', async (request, reply) =>
    sendExportFile(reply, await service.workersExport(await context(request), miner(request), request.query)),
  );

  route(app, 'GET /miners/summary', async (request) => service.accountsSummary(await context(request)));
  route(app, 'GET /workers/random-name', () => ({ name: randomWorkerName() }));
};
