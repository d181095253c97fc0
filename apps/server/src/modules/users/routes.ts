import type { ContextRoutes } from '../../http/route-schemas.js';
import { route } from '../../http/route.js';
import type { UsersService } from './service.js';

/**
 * GET /pools/{pool_id}/users, GET /users/{user_id} (and /permissions, /sessions,
 * /invites, /deletion-request), DELETE /pools/{pool_id}/sessions/{session_id},
 * POST /users/{user_id}/2fa/reset, POST /users/{user_id}/invites, DELETE /users/{user_id}.
 */
export const usersRoutes: ContextRoutes<{ service: UsersService }> = async (app, { service, context }) => {
  route(app, 'GET /pools/{pool_id}/users', async (request) =>
    service.list(await context(request), request.params.pool_id, request.query),
  );

  route(app, 'GET /users/{user_id}', async (request) => service.detail(await context(request), request.params.user_id));

  route(app, 'GET /users/{user_id}/permissions', async (request) =>
    service.permissions(await context(request), request.params.user_id),
  );

  route(app, 'GET /users/{user_id}/sessions', async (request) =>
    service.sessions(await context(request), request.params.user_id),
  );

  route(app, 'DELETE /pools/{pool_id}/sessions/{session_id}', async (request, reply) => {
    await service.revokeSession(await context(request), request.params.pool_id, request.params.session_id);
    return reply.status(204).send(null);
  });

  route(app, 'POST /users/{user_id}/2fa/reset', async (request, reply) => {
    await service.resetSecondFactor(await context(request), request.params.user_id, request.body.email);
    return reply.status(204).send(null);
  });

  route(app, 'GET /users/{user_id}/invites', async (request) =>
    service.invitations(await context(request), request.params.user_id),
  );

  route(app, 'POST /users/{user_id}/invites', async (request, reply) => {
    const origin = `${request.protocol}://${request.host}`;
    const invitation = await service.invite(await context(request), request.params.user_id, request.body, origin);
    return reply.status(201).send(invitation);
  });

  route(app, 'GET /users/{user_id}/deletion-request', async (request) =>
    service.deletionRequest(await context(request), request.params.user_id),
  );

  route(app, 'DELETE /users/{user_id}', async (request, reply) => {
    await service.remove(await context(request), request.params.user_id, request.query.email);
    return reply.status(204).send(null);
  });
};
