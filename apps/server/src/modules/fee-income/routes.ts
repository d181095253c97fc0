import type { ContextRoutes } from '../../http/route-schemas.js';
import { route } from '../../http/route.js';
import type { FeeIncomeService } from './service.js';

/** GET /operators/{id}/fee-income and its export. */
export const feeIncomeRoutes: ContextRoutes<{ service: FeeIncomeService }> = async (app, { service, context }) => {
  route(app, 'GET /operators/{id}/fee-income', async (request) =>
    service.income(await context(request), request.params.id, request.query),
  );
  route(app, 'GET /operators/{id}/fee-income/export', async (request, reply) => {
    const file = await service.export(await context(request), request.params.id, request.query);
    if (file.truncated) reply.header('x-export-truncated', 'true');
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .send(file.body);
  });
};
