import type { FastifyRequest } from 'fastify';
import type { ContextRoutes } from '../../http/route-schemas.js';
import { route } from '../../http/route.js';
import type { CustomersService } from './service.js';

/** The origin the invitation link points at: the one the request came to (its Host is checked by the host allow-list). */
function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * POST /operators/{id}/miners and /pools/{id}/miners (new accounts), PUT/DELETE
 * /miners/{miner_id}/title, GET /miners/lookup-by-account-name.
 */
export const customersRoutes: ContextRoutes<{ service: CustomersService }> = async (app, { service, context }) => {
  route(app, 'POST /operators/{id}/miners', async (request, reply) => {
    const { permission_id: _, ...created } = await service.createCustomer(
      await context(request),
      request.params.id,
      request.body,
      originOf(request),
    );
    return reply.status(201).send(created);
  });

  route(app, 'POST /pools/{id}/miners', async (request, reply) => {
    const { permission_id: _, ...created } = await service.createPoolMiner(
      await context(request),
      request.params.id,
      request.body,
      originOf(request),
    );
    return reply.status(201).send(created);
  });

  route(app, 'PUT /miners/{miner_id}/title', async (request) =>
    service.setTitle(await context(request), request.params.miner_id, request.body.title),
  );

  route(app, 'DELETE /miners/{miner_id}/title', async (request) =>
    service.clearTitle(await context(request), request.params.miner_id),
  );

  route(app, 'GET /miners/lookup-by-account-name', async (request) =>
    service.lookup(await context(request), request.query.account_name),
  );
};
