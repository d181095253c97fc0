import type { ContextRoutes } from '../../http/route-schemas.js';
import { route } from '../../http/route.js';
import type { WatchersService } from './service.js';

export const watchersRoutes: ContextRoutes<{ service: WatchersService }> = async (app, { service, context }) => {
  route(app, 'GET /watchers/{token}', (request) => service.check(request.params.token));

  route(app, 'GET /identity/{id}/watchers', async (request) =>
    service.listForUser(await context(request), request.params.id),
  );

  route(app, 'POST /identity/{id}/watchers', async (request, reply) => {
    const { miner_id, ...link } = request.body;
    const created = await service.createForUser(await context(request), request.params.id, miner_id, link);
    return reply.status(201).send(created);
  });

  route(app, 'DELETE /identity/{id}/watchers/{token}', async (request, reply) => {
    await service.revokeForUser(await context(request), request.params.id, request.params.token);
    return reply.status(204).send(null);
  });

  route(app, 'GET /miners/{id}/watchers', async (request) =>
    service.listForMiner(await context(request), request.params.id),
  );

  route(app, 'POST /miners/{id}/watchers', async (request, reply) => {
    const created = await service.create(await context(request), request.params.id, request.body);
    return reply.status(201).send(created);
  });

  route(app, 'DELETE /miners/{id}/watchers', async (request, reply) => {
    await service.revoke(await context(request), request.query.token, request.params.id);
    return reply.status(204).send(null);
  });
};
