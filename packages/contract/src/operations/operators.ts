import { operatorLookupResponseSchema, operatorTitleParamsSchema } from '../identity.js';
import { errorResponses, type OperationTable } from '../operation.js';

export const operatorsOperations = {
  'GET /operators/lookup-by-title/{operator_title}': {
    tags: ['operators'],
    summary: "An operator hub's public branding (no credentials)",
    params: operatorTitleParamsSchema,
    responses: { 200: operatorLookupResponseSchema, ...errorResponses(404) },
  },
} as const satisfies OperationTable;
