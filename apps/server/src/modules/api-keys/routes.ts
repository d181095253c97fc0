import type { ContextRoutes } from '../../http/route-schemas.js';
import { route } from '../../http/route.js';
import type { ApiKeysService } from './service.js';

export const apiKeysRoutes: ContextRoutes<{ service: ApiKeysService }> = async (app, { service, context }) => {
  route(app, 'GET /miners/{id}/api-keys', async (request) => service.list(await context(request), request.params.id));

  route(app, 'POST /miners/{id}/api-keys', async (request, reply) => {
    const created = await service.create(await context(request), request.params.id, request.body.name);
    return reply.status(201).send(created);
  });

  route(app, 'DELETE /miners/{id}/api-keys/{key_id}', async (request, reply) => {
    await service.revoke(await context(request), request.params.id, request.params.key_id);
    return reply.status(204).send(null);
  });
};
