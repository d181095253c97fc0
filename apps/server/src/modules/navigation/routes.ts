import type { ContextRoutes } from '../../http/route-schemas.js';
import { route } from '../../http/route.js';
import type { NavigationService } from './service.js';

export const navigationRoutes: ContextRoutes<{ service: NavigationService }> = async (app, { service, context }) => {
  route(app, 'GET /identity/{id}/navigation', async (request) =>
    service.get(await context(request), request.params.id),
  );

  route(app, 'PUT /identity/{id}/navigation', async (request) =>
    service.put(await context(request), request.params.id, request.body),
  );
};
