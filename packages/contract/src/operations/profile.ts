import { z } from 'zod';
import { identityResponseSchema, updateLanguageBodySchema } from '../identity.js';
import { errorResponses, type OperationTable } from '../operation.js';

export const profileOperations = {
  'GET /identity': {
    tags: ['identity'],
    summary: 'The signed-in user',
    responses: { 200: identityResponseSchema, ...errorResponses(401, 403) },
  },
  'PUT /identity/language': {
    tags: ['identity'],
    summary: "Store the user's interface language",
    body: updateLanguageBodySchema,
    responses: { 204: z.null(), ...errorResponses(400, 401, 403) },
  },
} as const satisfies OperationTable;
