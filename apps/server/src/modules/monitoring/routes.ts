import {
  accountIdParamsSchema,
  accountsSummarySchema,
  accountStatsSchema,
  chartQuerySchema,
  chartResponseSchema,
  minersExportLimit,
  minersExportQuerySchema,
  minersQuerySchema,
  minersResponseSchema,
  multiChartQuerySchema,
  multiStatsResponseSchema,
  operatorSchema,
  poolSchema,
  randomWorkerNameResponseSchema,
  workersExportLimit,
  workersExportQuerySchema,
  workersQuerySchema,
  workersResponseSchema,
  workerStatusCountsSchema,
} from '@pool/contract';
import { fileSchema, resourceErrors, type ContextRoutes } from '../../http/route-schemas.js';
import type { Account } from '../accounts/index.js';
import { randomWorkerName } from './random-name.js';
import type { WorkerScope } from './repository.js';
import type { MonitoringService } from './service.js';

const accountKinds = [
  { path: 'pools', kind: 'pool' },
  { path: 'operators', kind: 'operator' },
  { path: 'miners', kind: 'miner' },
] as const;

const accountSchemas = { pool: poolSchema, operator: operatorSchema };

function toAccountBody(account: Account) {
  if (account.kind === 'pool') return { id: account.id, name: account.name };
  return { id: account.id, name: account.name, title: account.title ?? '', pool_id: account.pool_id };
}

/**
 * Monitoring reads of product §7: the same sub-resources for pools, operators and miner
 * accounts, the boundary (hashrate transfer) workers of a miner, and multi-id charts.
 */
export const monitoringRoutes: ContextRoutes<{ service: MonitoringService }> = async (app, { service, context }) => {
  for (const { path, kind } of accountKinds) {
    const tags = [path];
    const scopes: { suffix: string; scope: (id: string) => WorkerScope; label: string }[] = [
      { suffix: '', scope: (id) => ({ kind, id }), label: '' },
    ];
    if (kind === 'miner') {
      scopes.push(
        {
          suffix: '/workers/boundary',
          scope: (id) => ({ kind, id, boundary: 'incoming' }),
          label: ' (boundary workers: hashrate transferred to the account)',
        },
        {
          suffix: '/workers/boundary/outgoing',
          scope: (id) => ({ kind, id, boundary: 'outgoing' }),
          label: ' (hashrate transfers from the account: boundary workers of other accounts whose source it is)',
        },
      );
    }

    // GET /miners/{id} answers the account with its wallets: the wallets module serves it.
    if (kind !== 'miner') {
      app.get(
        `/${path}/:id`,
        {
          schema: {
            tags,
            summary: `One ${kind}`,
            params: accountIdParamsSchema,
            response: { 200: accountSchemas[kind], ...resourceErrors },
          },
        },
        async (request) =>
          toAccountBody(await service.account(await context(request), kind, request.params.id)) as never,
      );
    }

    for (const { suffix, scope, label } of scopes) {
      const workersPath = suffix || '/workers';
      app.get(
        `/${path}/:id${suffix}/stats`,
        {
          schema: {
            tags,
            summary: `Hashrate, rejects, worker counts and chart state${label}`,
            params: accountIdParamsSchema,
            response: { 200: accountStatsSchema, ...resourceErrors },
          },
        },
        async (request) => service.stats(await context(request), scope(request.params.id)),
      );
      app.get(
        `/${path}/:id${suffix}/charts`,
        {
          schema: {
            tags,
            summary: `Hashrate chart of a period${label}`,
            params: accountIdParamsSchema,
            querystring: chartQuerySchema,
            response: { 200: chartResponseSchema, ...resourceErrors },
          },
        },
        async (request) => service.chart(await context(request), scope(request.params.id), request.query.period),
      );
      app.get(
        `/${path}/:id${workersPath}`,
        {
          schema: {
            tags,
            summary: `Workers: sorted, filtered by status and name, paginated${label}`,
            params: accountIdParamsSchema,
            querystring: workersQuerySchema,
            response: { 200: workersResponseSchema, ...resourceErrors },
          },
        },
        async (request) => service.workers(await context(request), scope(request.params.id), request.query),
      );
      app.get(
        `/${path}/:id${workersPath}/statuses`,
        {
          schema: {
            tags,
            summary: `Worker counts by status${label}`,
            params: accountIdParamsSchema,
            response: { 200: workerStatusCountsSchema, ...resourceErrors },
          },
        },
        async (request) => service.statuses(await context(request), scope(request.params.id)),
      );
    }

    app.get(
      `/${path}/:id/workers/export`,
      {
        schema: {
          tags,
          summary: `The ${kind}'s workers as the workers page filters and sorts them, as a CSV download; at most ${workersExportLimit} (X-Export-Truncated: true when cut)`,
          params: accountIdParamsSchema,
          querystring: workersExportQuerySchema,
          response: { 200: fileSchema, ...resourceErrors },
        },
      },
      async (request, reply) => {
        const file = await service.workersExport(
          await context(request),
          { kind, id: request.params.id },
          request.query,
        );
        if (file.truncated) reply.header('x-export-truncated', 'true');
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .send(file.body);
      },
    );

    if (kind !== 'miner') {
      app.get(
        `/${path}/:id/miners`,
        {
          schema: {
            tags,
            summary: `The ${kind}'s miner accounts with hashrate and workers`,
            params: accountIdParamsSchema,
            querystring: minersQuerySchema,
            response: { 200: minersResponseSchema, ...resourceErrors },
          },
        },
        async (request) => service.miners(await context(request), kind, request.params.id, request.query),
      );
      app.get(
        `/${path}/:id/miners/export`,
        {
          schema: {
            tags,
            summary: `The ${kind}'s miner accounts as the customers table searches, filters and sorts them, as a CSV or XLSX download; at most ${minersExportLimit} (X-Export-Truncated: true when cut)`,
            params: accountIdParamsSchema,
            querystring: minersExportQuerySchema,
            response: { 200: fileSchema, ...resourceErrors },
          },
        },
        async (request, reply) => {
          const file = await service.minersExport(await context(request), kind, request.params.id, request.query);
          if (file.truncated) reply.header('x-export-truncated', 'true');
          return reply
            .header('content-type', file.contentType)
            .header('content-disposition', `attachment; filename="${file.fileName}"`)
            .send(file.body);
        },
      );
    }
  }

  // Several accounts or workers at once: the chart of their sum, and each one's average.
  for (const { path, noun, chart, stats } of [
    {
      path: 'miners',
      noun: 'miner accounts',
      chart: service.minersChart.bind(service),
      stats: service.minersStats.bind(service),
    },
    {
      path: 'workers',
      noun: 'workers',
      chart: service.workersChart.bind(service),
      stats: service.workersStats.bind(service),
    },
  ] as const) {
    app.get(
      `/${path}/charts`,
      {
        schema: {
          tags: [path],
          summary: `Chart of the sum of several ${noun}`,
          querystring: multiChartQuerySchema,
          response: { 200: chartResponseSchema, ...resourceErrors },
        },
      },
      async (request) => chart(await context(request), request.query.id, request.query.period),
    );
    app.get(
      `/${path}/stats`,
      {
        schema: {
          tags: [path],
          summary: `Average hashrate and rejects of several ${noun} over a period`,
          querystring: multiChartQuerySchema,
          response: { 200: multiStatsResponseSchema, ...resourceErrors },
        },
      },
      async (request) => stats(await context(request), request.query.id, request.query.period),
    );
  }
  app.get(
    '/miners/summary',
    {
      schema: {
        tags: ['miners'],
        summary:
          "The signed-in person's miner accounts side by side: hashrate, workers by status, balances, and their sums",
        response: { 200: accountsSummarySchema, ...resourceErrors },
      },
    },
    async (request) => service.accountsSummary(await context(request)),
  );
  app.get(
    '/workers/random-name',
    {
      schema: {
        tags: ['workers'],
        summary: 'A suggested worker name (no credentials)',
        response: { 200: randomWorkerNameResponseSchema },
      },
    },
    () => ({ name: randomWorkerName() }),
  );
};
