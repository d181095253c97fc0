import type { ContextRoutes } from '../../http/route-schemas.js';
import { route } from '../../http/route.js';
import type { UnallocatedFundsService } from './service.js';

/** The platform's unallocated funds of product §7 and their refunds. */
export const unallocatedFundsRoutes: ContextRoutes<{ service: UnallocatedFundsService }> = async (
  app,
  { service, context },
) => {
  route(app, 'GET /platform/rewards/unallocated-funds', async (request) =>
    service.list(await context(request), request.query),
  );

  route(app, 'POST /platform/rewards/unallocated-funds/{transaction_id}/refund', async (request) =>
    service.refund(await context(request), request.params.transaction_id, request.body ?? {}),
  );
};
