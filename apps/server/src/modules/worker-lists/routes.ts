import type { ContextRoutes } from '../../http/route-schemas.js';
import { route } from '../../http/route.js';
import type { Account } from '../accounts/index.js';
import { randomWorkerName } from './random-name.js';
import type { MonitoringService } from './service.js';

/**
 * Each kind of account: the account itself (GET /miners/{id}, with its wallets, is the
 * wallets module's), the workers' calls of each scope (its own workers, and for a miner
 * its boundary workers: hashrate transferred to it, and from it to others), the workers'
 * export, and a pool's or operator's miners. In this order, as the OpenAPI document lists them.
 */
const accountKinds = [
  {
    kind: 'pool',
    account: 'GET /pools/{id}',
    scopes: [
      {
        boundary: undefined,
        stats: 'GET /pools/{id}/stats',
        charts: 'GET /pools/{id}/charts',
        workers: 'GET /pools/{id}/workers',
        statuses: 'GET /pools/{id}/workers/statuses',
      },
    ],
    workersExport: 'GET /pools/{id}/workers/export',
    miners: 'GET /pools/{id}/miners',
    minersExport: 'GET /pools/{id}/miners/export',
  },
  {
    kind: 'operator',
    account: 'GET /operators/{id}',
    scopes: [
      {
        boundary: undefined,
        stats: 'GET /operators/{id}/stats',
        charts: 'GET /operators/{id}/charts',
        workers: 'GET /operators/{id}/workers',
        statuses: 'GET /operators/{id}/workers/statuses',
      },
    ],
    workersExport: 'GET /operators/{id}/workers/export',
    miners: 'GET /operators/{id}/miners',
    minersExport: 'GET /operators/{id}/miners/export',
  },
  {
    kind: 'miner',
    account: undefined,
    scopes: [
      {
        boundary: undefined,
        stats: 'GET /miners/{id}/stats',
        charts: 'GET /miners/{id}/charts',
        workers: 'GET /miners/{id}/workers',
        statuses: 'GET /miners/{id}/workers/statuses',
      },
      {
        boundary: 'incoming',
        stats: 'GET /miners/{id}/workers/boundary/stats',
        charts: 'GET /miners/{id}/workers/boundary/charts',
        workers: 'GET /miners/{id}/workers/boundary',
        statuses: 'GET /miners/{id}/workers/boundary/statuses',
      },
      {
        boundary: 'outgoing',
        stats: 'GET /miners/{id}/workers/boundary/outgoing/stats',
        charts: 'GET /miners/{id}/workers/boundary/outgoing/charts',
        workers: 'GET /miners/{id}/workers/boundary/outgoing',
        statuses: 'GET /miners/{id}/workers/boundary/outgoing/statuses',
      },
    ],
    workersExport: 'GET /miners/{id}/workers/export',
    miners: undefined,
    minersExport: undefined,
  },
] as const;

function toAccountBody(account: Account) {
  if (account.kind === 'pool') return { id: account.id, name: account.name };
  return { id: account.id, name: account.name, title: account.title ?? '', pool_id: account.pool_id };
}

/**
 * Monitoring reads of product §7: the same sub-resources for pools, operators and miner
 * accounts, the boundary (hashrate transfer) workers of a miner, and multi-id charts.
 */
export const monitoringRoutes: ContextRoutes<{ service: MonitoringService }> = async (app, { service, context }) => {
  for (const { kind, account, scopes, workersExport, miners, minersExport } of accountKinds) {
    if (account) {
      route(
        app,
        account,
        async (request) =>
          toAccountBody(await service.account(await context(request), kind, request.params.id)) as never,
      );
    }

    for (const { boundary, ...operations } of scopes) {
      const scope = (id: string) => (boundary ? { kind, id, boundary } : { kind, id });
      route(app, operations.stats, async (request) => service.stats(await context(request), scope(request.params.id)));
      route(app, operations.charts, async (request) =>
        service.chart(await context(request), scope(request.params.id), request.query.period),
      );
      route(app, operations.workers, async (request) =>
        service.workers(await context(request), scope(request.params.id), request.query),
      );
      route(app, operations.statuses, async (request) =>
        service.statuses(await context(request), scope(request.params.id)),
      );
    }

    route(app, workersExport, async (request, reply) => {
      const file = await service.workersExport(await context(request), { kind, id: request.params.id }, request.query);
      if (file.truncated) reply.header('x-export-truncated', 'true');
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.body);
    });

    if (miners) {
      route(app, miners, async (request) =>
        service.miners(await context(request), kind, request.params.id, request.query),
      );
      route(app, minersExport, async (request, reply) => {
        const file = await service.minersExport(await context(request), kind, request.params.id, request.query);
        if (file.truncated) reply.header('x-export-truncated', 'true');
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .send(file.body);
      });
    }
  }

  // Several accounts or workers at once: the chart of their sum, and each one's average.
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
  route(app, 'GET /miners/summary', async (request) => service.accountsSummary(await context(request)));
  route(app, 'GET /workers/random-name', () => ({ name: randomWorkerName() }));
};
