import {
  poolUsersParamsSchema,
  rejectRemovalBodySchema,
  removalRequestParamsSchema,
  removalRequestSchema,
  removalRequestsQuerySchema,
  removalRequestsResponseSchema,
} from '@pool/contract';
import { type ContextRoutes, errorResponses } from '../../http/route-schemas.js';
import type { RemovalRequestsService } from './removal-service.js';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['users'];

/** GET /pools/{pool_id}/removal-requests and POST …/{request_id}/approve and /reject. */
export const removalRequestsRoutes: ContextRoutes<{ service: RemovalRequestsService }> = async (
  app,
  { service, context },
) => {
  app.get(
    '/pools/:pool_id/removal-requests',
    {
      schema: {
        tags,
        summary: "Removal requests of the pool's miner accounts: open ones first, with the money left on each",
        params: poolUsersParamsSchema,
        querystring: removalRequestsQuerySchema,
        response: { 200: removalRequestsResponseSchema, ...errors },
      },
    },
    async (request) => service.list(await context(request), request.params.pool_id, request.query),
  );

  app.post(
    '/pools/:pool_id/removal-requests/:request_id/approve',
    {
      schema: {
        tags,
        summary:
          'Approve a removal request: the account is closed (refused with 409 while it holds a balance, a payout on its way, open sub-accounts or mining workers)',
        params: removalRequestParamsSchema,
        response: { 200: removalRequestSchema, ...errors },
      },
    },
    async (request) => service.approve(await context(request), request.params.pool_id, request.params.request_id),
  );

  app.post(
    '/pools/:pool_id/removal-requests/:request_id/reject',
    {
      schema: {
        tags,
        summary: 'Reject a removal request: the account stays open and its people are told, with the reason',
        params: removalRequestParamsSchema,
        body: rejectRemovalBodySchema,
        response: { 200: removalRequestSchema, ...errors },
      },
    },
    async (request) =>
      service.reject(await context(request), request.params.pool_id, request.params.request_id, request.body.reason),
  );
};
