import type { ContextRoutes } from '../../http/route-schemas.js';
import { route } from '../../http/route.js';
import type { AccessService } from './service.js';

/** The same four calls on each kind of account. */
const accountKinds = [
  {
    kind: 'pool',
    list: 'GET /pools/{id}/access',
    invite: 'POST /pools/{id}/access',
    change: 'PUT /pools/{id}/access',
    revoke: 'DELETE /pools/{id}/access',
  },
  {
    kind: 'operator',
    list: 'GET /operators/{id}/access',
    invite: 'POST /operators/{id}/access',
    change: 'PUT /operators/{id}/access',
    revoke: 'DELETE /operators/{id}/access',
  },
  {
    kind: 'miner',
    list: 'GET /miners/{id}/access',
    invite: 'POST /miners/{id}/access',
    change: 'PUT /miners/{id}/access',
    revoke: 'DELETE /miners/{id}/access',
  },
] as const;

/** Product §7 `GET/POST/PUT/DELETE /pools|operators|miners/{id}/access`: one shape for the three kinds. */
export const accessRoutes: ContextRoutes<{ service: AccessService }> = async (app, { service, context }) => {
  for (const { kind, list, invite, change, revoke } of accountKinds) {
    route(app, list, async (request) => service.list(await context(request), kind, request.params.id, request.query));
    route(app, invite, async (request, reply) => {
      const origin = `${request.protocol}://${request.host}`;
      const invitation = await service.invite(await context(request), kind, request.params.id, request.body, origin);
      return reply.status(201).send(invitation);
    });
    route(app, change, async (request, reply) => {
      await service.change(await context(request), kind, request.params.id, request.body);
      return reply.status(204).send(null);
    });
    route(app, revoke, async (request, reply) => {
      await service.revoke(await context(request), kind, request.params.id, request.query);
      return reply.status(204).send(null);
    });
  }
};
