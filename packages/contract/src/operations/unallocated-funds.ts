import {
  refundBodySchema,
  unallocatedFundsQuerySchema,
  unallocatedFundsResponseSchema,
  unallocatedFundsSchema,
  unallocatedTransactionParamsSchema,
} from '../money.js';
import { errorResponses, type OperationTable } from '../operation.js';

export const unallocatedFundsOperations = {
  'GET /platform/rewards/unallocated-funds': {
    tags: ['platform'],
    summary: 'Coins received that belong to no account, newest first',
    query: unallocatedFundsQuerySchema,
    responses: { 200: unallocatedFundsResponseSchema, ...errorResponses(400, 401, 403) },
  },
  'POST /platform/rewards/unallocated-funds/{transaction_id}/refund': {
    tags: ['platform'],
    summary: 'Send unallocated funds back (by default to the address they came from)',
    params: unallocatedTransactionParamsSchema,
    // May be left out: the refund then goes back to the address the coins came from.
    body: refundBodySchema.nullish(),
    responses: { 200: unallocatedFundsSchema, ...errorResponses(400, 401, 403, 404, 409, 502) },
  },
} as const satisfies OperationTable;
