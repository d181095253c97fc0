import {
  accountIdParamsSchema,
  feeIncomeExportQuerySchema,
  feeIncomeQuerySchema,
  feeIncomeResponseSchema,
} from '@pool/contract';
import { fileSchema, resourceErrors, type ContextRoutes } from '../../http/route-schemas.js';
import { feeIncomeExportLimit, type FeeIncomeService } from './service.js';

/** GET /operators/{id}/fee-income and its export. */
export const feeIncomeRoutes: ContextRoutes<{ service: FeeIncomeService }> = async (app, { service, context }) => {
  app.get(
    '/operators/:id/fee-income',
    {
      schema: {
        tags: ['operators'],
        summary:
          "The operator's fee income per customer and per pool day (UTC) over `from`–`to` (the last 30 days up to " +
          'yesterday without them), with the total; `miner_id` narrows the days and the total to one customer',
        params: accountIdParamsSchema,
        querystring: feeIncomeQuerySchema,
        response: { 200: feeIncomeResponseSchema, ...resourceErrors },
      },
    },
    async (request) => service.income(await context(request), request.params.id, request.query),
  );
  app.get(
    '/operators/:id/fee-income/export',
    {
      schema: {
        tags: ['operators'],
        summary:
          "The operator's fee income as a CSV or XLSX download: one row per customer and pool day, newest first; " +
          `at most ${feeIncomeExportLimit} rows (X-Export-Truncated: true when cut)`,
        params: accountIdParamsSchema,
        querystring: feeIncomeExportQuerySchema,
        response: { 200: fileSchema, ...resourceErrors },
      },
    },
    async (request, reply) => {
      const file = await service.export(await context(request), request.params.id, request.query);
      if (file.truncated) reply.header('x-export-truncated', 'true');
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.body);
    },
  );
};
