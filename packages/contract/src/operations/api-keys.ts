import { z } from 'zod';
import { apiKeyParamsSchema, apiKeysResponseSchema, createApiKeyBodySchema, createdApiKeySchema } from '../api-keys.js';
import { accountIdParamsSchema } from '../monitoring.js';
import { errorResponses, resourceErrors, type OperationTable } from '../operation.js';

export const apiKeysOperations = {
  'GET /miners/{id}/api-keys': {
    tags: ['api-keys'],
    summary: "A miner account's read-only API keys (names and hints, never the tokens)",
    params: accountIdParamsSchema,
    responses: { 200: apiKeysResponseSchema, ...resourceErrors },
  },
  'POST /miners/{id}/api-keys': {
    tags: ['api-keys'],
    summary: 'Create a read-only API key; its token is in this answer only',
    params: accountIdParamsSchema,
    body: createApiKeyBodySchema,
    responses: { 201: createdApiKeySchema, ...errorResponses(400, 401, 403, 404, 409) },
  },
  'DELETE /miners/{id}/api-keys/{key_id}': {
    tags: ['api-keys'],
    summary: 'Revoke a read-only API key',
    params: apiKeyParamsSchema,
    responses: { 204: z.null(), ...resourceErrors },
  },
} as const satisfies OperationTable;
