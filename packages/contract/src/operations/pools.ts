import { currentPoolResponseSchema } from '../pools.js';
import { errorResponses, type OperationTable } from '../operation.js';

export const poolsOperations = {
  'GET /pools/current': {
    tags: ['pools'],
    summary: 'The pool configuration: addresses and language settings',
    responses: { 200: currentPoolResponseSchema, ...errorResponses(404) },
  },
} as const satisfies OperationTable;
