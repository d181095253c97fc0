/**
 * Checked by `tsc -p tsconfig.node.json` (npm run check), never run: each `@ts-expect-error`
 * line is a route the contract's types must refuse, so the check fails if `route()` stops
 * typing the handler by the operation's description.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../http/route.js';

export const routeTypeChecks: FastifyPluginAsyncZod = async (app) => {
  // @ts-expect-error an operation the contract does not describe
  route(app, 'GET /miners/{id}/balances', () => undefined as never);

  route(app, 'PUT /identity/{id}/navigation', (request) => {
    const id: string = request.params.id;
    // @ts-expect-error the operation's path parameter is `id`
    void request.params.miner_id;
    // @ts-expect-error the body holds `pinned` and `bookmarked` lists, not a number
    const pinned: number = request.body.pinned;
    void [id, pinned];
    return { pinned: [], bookmarked: [] };
  });

  // @ts-expect-error the answer must follow the operation's response schema
  route(app, 'PUT /identity/{id}/navigation', () => ({ pinned: 'all' }));
};
