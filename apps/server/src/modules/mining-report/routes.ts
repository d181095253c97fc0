import {
  accountIdParamsSchema,
  miningReportExportPath,
  miningReportExportQuerySchema,
  miningReportPath,
  miningReportQuerySchema,
  miningReportSchema,
} from '@pool/contract';
import { fileSchema, resourceErrors, type ContextRoutes } from '../../http/route-schemas.js';
import type { MiningReportExporter } from './export.js';
import type { MiningReportService } from './service.js';

/** GET /miners/{id}/mining-report and its PDF/XLSX download. */
export const miningReportRoutes: ContextRoutes<{
  service: MiningReportService;
  exporter: MiningReportExporter;
}> = async (app, { service, exporter, context }) => {
  app.get(
    miningReportPath,
    {
      schema: {
        tags: ['miners'],
        summary:
          'Monthly mining report of a miner account (from 2025-01; the current month is incomplete): work, money and balances per day and for the month, in BTC, USDT and RUB at each day’s price',
        params: accountIdParamsSchema,
        querystring: miningReportQuerySchema,
        response: { 200: miningReportSchema, ...resourceErrors },
      },
    },
    async (request) => service.report(await context(request), request.params.id, request.query.month),
  );
  app.get(
    miningReportExportPath,
    {
      schema: {
        tags: ['miners'],
        summary: 'The monthly mining report as a PDF or XLSX download, in the language asked',
        params: accountIdParamsSchema,
        querystring: miningReportExportQuerySchema,
        response: { 200: fileSchema, ...resourceErrors },
      },
    },
    async (request, reply) => {
      const report = await service.report(await context(request), request.params.id, request.query.month);
      const file = await exporter.render(report, request.query.format, request.query.language);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.body);
    },
  );
};
