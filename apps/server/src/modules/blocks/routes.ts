import type { ContextRoutes } from '../../http/route-schemas.js';
import { route } from '../../http/route.js';
import type { BlocksService } from './service.js';

/** GET /pools/{id}/blocks and /miners/{id}/blocks: the "Blocks found" lists of the pool's and a miner account's dashboards. */
export const blocksRoutes: ContextRoutes<{ service: BlocksService }> = async (app, { service, context }) => {
  route(app, 'GET /pools/{id}/blocks', async (request) =>
    service.list(await context(request), request.params.id, request.query),
  );
  route(app, 'GET /miners/{id}/blocks', async (request) =>
    service.listOfMiner(await context(request), request.params.id, request.query),
  );
};
