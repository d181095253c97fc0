import { accountIdParamsSchema, blocksQuerySchema, blocksResponseSchema } from '@pool/contract';
import { type ContextRoutes, resourceErrors } from '../../http/route-schemas.js';
import type { BlocksService } from './blocks-service.js';

/** GET /pools/{id}/blocks and /miners/{id}/blocks: the "Blocks found" lists of the pool's and a miner account's dashboards. */
export const blocksRoutes: ContextRoutes<{ service: BlocksService }> = async (app, { service, context }) => {
  app.get(
    '/pools/:id/blocks',
    {
      schema: {
        tags: ['pools'],
        summary: 'Blocks found by the pool, highest first, with confirmations, paginated',
        params: accountIdParamsSchema,
        querystring: blocksQuerySchema,
        response: { 200: blocksResponseSchema, ...resourceErrors },
      },
    },
    async (request) => service.list(await context(request), request.params.id, request.query),
  );
  app.get(
    '/miners/:id/blocks',
    {
      schema: {
        tags: ['miners'],
        summary: "Blocks the miner account's workers found, highest first, with their state, paginated",
        params: accountIdParamsSchema,
        querystring: blocksQuerySchema,
        response: { 200: blocksResponseSchema, ...resourceErrors },
      },
    },
    async (request) => service.listOfMiner(await context(request), request.params.id, request.query),
  );
};
