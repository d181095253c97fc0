import type { ContextRoutes } from '../../http/route-schemas.js';
import { route } from '../../http/route.js';
import type { TaxService } from './service.js';

/** GET /miners/{id}/tax-income: the tax calculator's prefill. */
export const taxRoutes: ContextRoutes<{ service: TaxService }> = async (app, { service, context }) => {
  route(app, 'GET /miners/{id}/tax-income', async (request) =>
    service.income(await context(request), request.params.id, request.query.year, request.query.basis),
  );
};
