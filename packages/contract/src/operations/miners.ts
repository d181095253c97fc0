import { z } from 'zod';
import { createMinerBodySchema, createMinerResponseSchema } from '../identity.js';
import { minerIdParamsSchema } from '../money.js';
import { errorResponses, resourceErrors, type OperationTable } from '../operation.js';

export const minersOperations = {
  'POST /miners': {
    tags: ['miners'],
    summary: "Create the user's first miner account, or with parent_id a sub-account under one they own or administer",
    body: createMinerBodySchema,
    responses: { 201: createMinerResponseSchema, ...resourceErrors },
  },
  'DELETE /miners/{miner_id}': {
    tags: ['miners'],
    summary: 'Ask for the removal of an owned miner account (needs a fresh second factor)',
    params: minerIdParamsSchema,
    responses: { 202: z.null(), ...errorResponses(401, 403, 404) },
  },
} as const satisfies OperationTable;
