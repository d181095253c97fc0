import {
  refundBodySchema,
  unallocatedFundsQuerySchema,
  unallocatedFundsResponseSchema,
  unallocatedFundsSchema,
  unallocatedTransactionParamsSchema,
} from '@pool/contract';
import { type ContextRoutes, errorResponses } from '../../http/route-schemas.js';
import type { UnallocatedFundsService } from './service.js';

const errors = errorResponses(400, 401, 403);
/** A refund asks the chain: 502 when it refuses or does not answer. */
const chainErrors = errorResponses(400, 401, 403, 404, 409, 502);

/** The platform's unallocated funds of product §7 and their refunds. */
export const unallocatedFundsRoutes: ContextRoutes<{ service: UnallocatedFundsService }> = async (
  app,
  { service, context },
) => {
  const tags = ['platform'];

  app.get(
    '/platform/rewards/unallocated-funds',
    {
      schema: {
        tags,
        summary: 'Coins received that belong to no account, newest first',
        querystring: unallocatedFundsQuerySchema,
        response: { 200: unallocatedFundsResponseSchema, ...errors },
      },
    },
    async (request) => service.list(await context(request), request.query),
  );

  app.post(
    '/platform/rewards/unallocated-funds/:transaction_id/refund',
    {
      schema: {
        tags,
        summary: 'Send unallocated funds back (by default to the address they came from)',
        params: unallocatedTransactionParamsSchema,
        // May be left out: the refund then goes back to the address the coins came from.
        body: refundBodySchema.nullish(),
        response: { 200: unallocatedFundsSchema, ...chainErrors },
      },
    },
    async (request) => service.refund(await context(request), request.params.transaction_id, request.body ?? {}),
  );
};
