import type { ContextRoutes } from '../../http/route-schemas.js';
import { route } from '../../http/route.js';
import type { ProfileService } from './service.js';

export const profileRoutes: ContextRoutes<{ service: ProfileService }> = async (app, { service, context }) => {
  route(app, 'GET /identity', async (request) => service.get(await context(request)));

  route(app, 'PUT /identity/language', async (request, reply) => {
    await service.setLanguage(await context(request), request.body.language);
    return reply.status(204).send(null);
  });
};
