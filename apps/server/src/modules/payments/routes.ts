import {
  accountIdParamsSchema,
  balanceSchema,
  dailyEarningsQuerySchema,
  dailyEarningsResponseSchema,
  earnedFromMinerParamsSchema,
  earnedSchema,
  moneyVersionSchema,
  paymentsExportQuerySchema,
  paymentsQuerySchema,
  paymentsResponseSchema,
} from '@pool/contract';
import { fileSchema, resourceErrors, type ContextRoutes } from '../../http/route-schemas.js';
import { exportRowLimit } from './export.js';
import type { PaymentsService } from './service.js';

/** A download: sent as is (never serialized), described for the OpenAPI document. */

const accountKinds = [
  { path: 'pools', kind: 'pool', income: "the pool's fee income" },
  { path: 'operators', kind: 'operator', income: "the operator's fee income" },
  { path: 'miners', kind: 'miner', income: 'the miner account' },
] as const;

/** Balances, earnings and payments of pools, operators and miner accounts (product §7). */
export const paymentsRoutes: ContextRoutes<{ service: PaymentsService }> = async (app, { service, context }) => {
  for (const { path, kind, income } of accountKinds) {
    const tags = [path];
    app.get(
      `/${path}/:id/balance`,
      {
        schema: {
          tags,
          summary: `Balance of ${income} and the payouts on their way`,
          params: accountIdParamsSchema,
          response: { 200: balanceSchema, ...resourceErrors },
        },
      },
      async (request) => service.balance(await context(request), kind, request.params.id),
    );
    app.get(
      `/${path}/:id/money-version`,
      {
        schema: {
          tags,
          summary: `A value that changes whenever the money of ${income} does: poll it, reload the money figures when it changes`,
          params: accountIdParamsSchema,
          response: { 200: moneyVersionSchema, ...resourceErrors },
        },
      },
      async (request) => service.moneyVersion(await context(request), kind, request.params.id),
    );
    app.get(
      `/${path}/:id/earned-all-time`,
      {
        schema: {
          tags,
          summary: `Everything ${income} was credited (completed rewards)`,
          params: accountIdParamsSchema,
          response: { 200: earnedSchema, ...resourceErrors },
        },
      },
      async (request) => service.earnedAllTime(await context(request), kind, request.params.id),
    );
    app.get(
      `/${path}/:id/payments`,
      {
        schema: {
          tags,
          summary: `Payments of ${income}, newest first, filtered and paginated`,
          params: accountIdParamsSchema,
          querystring: paymentsQuerySchema,
          response: { 200: paymentsResponseSchema, ...resourceErrors },
        },
      },
      async (request) => service.payments(await context(request), kind, request.params.id, request.query),
    );
    app.get(
      `/${path}/:id/daily-earnings`,
      {
        schema: {
          tags,
          summary:
            `What ${income} earned per pool day (UTC) over the last 7, 30 or 90 days, or since its first ` +
            'earning; every day up to yesterday, oldest first',
          params: accountIdParamsSchema,
          querystring: dailyEarningsQuerySchema,
          response: { 200: dailyEarningsResponseSchema, ...resourceErrors },
        },
      },
      async (request) => service.dailyEarnings(await context(request), kind, request.params.id, request.query),
    );
    app.get(
      `/${path}/:id/payments/export`,
      {
        schema: {
          tags,
          summary:
            `Payments of ${income} of the last 7, 30 or 90 days as a CSV or XLSX download, newest first; ` +
            `at most ${exportRowLimit} rows (X-Export-Truncated: true when cut)`,
          params: accountIdParamsSchema,
          querystring: paymentsExportQuerySchema,
          response: { 200: fileSchema, ...resourceErrors },
        },
      },
      async (request, reply) => {
        const file = await service.export(await context(request), kind, request.params.id, request.query);
        if (file.truncated) reply.header('x-export-truncated', 'true');
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .send(file.body);
      },
    );
    if (kind !== 'miner') {
      app.get(
        `/${path}/:id/earned-from-miner/:miner_id`,
        {
          schema: {
            tags,
            summary: `Fees the ${kind} earned from one of its miner accounts`,
            params: earnedFromMinerParamsSchema,
            response: { 200: earnedSchema, ...resourceErrors },
          },
        },
        async (request) =>
          service.earnedFromMiner(await context(request), kind, request.params.id, request.params.miner_id),
      );
    }
  }
};
