import type { ContextRoutes } from '../../http/route-schemas.js';
import { route } from '../../http/route.js';
import type { RemovalRequestsService } from './removal-service.js';

/** GET /pools/{pool_id}/removal-requests and POST …/{request_id}/approve and /reject. */
export const removalRequestsRoutes: ContextRoutes<{ service: RemovalRequestsService }> = async (
  app,
  { service, context },
) => {
  route(app, 'GET /pools/{pool_id}/removal-requests', async (request) =>
    service.list(await context(request), request.params.pool_id, request.query),
  );
  route(app, 'POST /pools/{pool_id}/removal-requests/{request_id}/approve', async (request) =>
    service.approve(await context(request), request.params.pool_id, request.params.request_id),
  );
  route(app, 'POST /pools/{pool_id}/removal-requests/{request_id}/reject', async (request) =>
    service.reject(await context(request), request.params.pool_id, request.params.request_id, request.body.reason),
  );
};
