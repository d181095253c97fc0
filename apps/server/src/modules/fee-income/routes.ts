import type { ContextRoutes } from '../../http/route-schemas.js';
import { route } from '../../http/route.js';
import { sendExportFile } from '../../http/table-export.js';
import type { FeeIncomeService } from './service.js';

/** GET /operators/{id}/fee-income and its export. */
export const feeIncomeRoutes: ContextRoutes<{ service: FeeIncomeService }> = async (app, { service, context }) => {
  route(app, 'GET /operators/{id}/fee-income', async (request) =>
    service.income(await context(request), request.params.id, request.query),
  );
  route(app, 'GET /operators/{id}/fee-income/export', async (request, reply) =>
    sendExportFile(reply, await service.export(await context(request), request.params.id, request.query)),
  );
};
