import { accountIdParamsSchema, blocksQuerySchema, blocksResponseSchema } from '@pool/contract';
import { type ContextRoutes, resourceErrors } from '../../http/route-schemas.js';
import type { BlocksService } from './blocks-service.js';

/** GET /pools/{id}/blocks: the "Blocks found" list of the pool's dashboard. */
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
};
