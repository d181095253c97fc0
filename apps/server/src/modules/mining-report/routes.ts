import type { ContextRoutes } from '../../http/route-schemas.js';
import { route } from '../../http/route.js';
import type { MiningReportExporter } from './export.js';
import type { MiningReportService } from './service.js';

/** GET /miners/{id}/mining-report and its PDF/XLSX download. */
export const miningReportRoutes: ContextRoutes<{
  service: MiningReportService;
  exporter: MiningReportExporter;
}> = async (app, { service, exporter, context }) => {
  route(app, 'GET /miners/{id}/mining-report', async (request) =>
    service.report(await context(request), request.params.id, request.query.month),
  );
  route(app, 'GET /miners/{id}/mining-report/export', async (request, reply) => {
    const report = await service.report(await context(request), request.params.id, request.query.month);
    const file = await exporter.render(report, request.query.format, request.query.language);
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .send(file.body);
  });
};
