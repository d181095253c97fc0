import type { ContextRoutes } from '../../http/route-schemas.js';
import { route } from '../../http/route.js';
import type { PromoCodesService } from './service.js';

/**
 * GET/POST /platform/promocodes, GET/PUT /platform/promocodes/{id},
 * GET /platform/promocodes/generate, POST /promocodes/apply, GET /miners/{miner_id}/promocode.
 */
export const promoCodesRoutes: ContextRoutes<{ service: PromoCodesService }> = async (app, { service, context }) => {
  route(app, 'GET /platform/promocodes', async (request) => service.list(await context(request), request.query));

  route(app, 'GET /platform/promocodes/generate', async (request) => service.generate(await context(request)));

  route(app, 'POST /platform/promocodes', async (request, reply) =>
    reply.status(201).send(await service.create(await context(request), request.body)),
  );

  route(app, 'GET /platform/promocodes/{id}', async (request) =>
    service.get(await context(request), request.params.id),
  );

  route(app, 'PUT /platform/promocodes/{id}', async (request) =>
    service.update(await context(request), request.params.id, request.body),
  );

  route(app, 'POST /promocodes/apply', async (request) => service.apply(await context(request), request.body));

  route(app, 'GET /miners/{miner_id}/promocode', async (request) =>
    service.inForce(await context(request), request.params.miner_id),
  );
};
