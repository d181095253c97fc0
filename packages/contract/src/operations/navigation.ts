import { identityParamsSchema } from '../identity.js';
import { navigationSchema, updateNavigationBodySchema } from '../navigation.js';
import { resourceErrors, type OperationTable } from '../operation.js';

export const navigationOperations = {
  'GET /identity/{id}/navigation': {
    tags: ['identity'],
    summary: "The account panel's pinned and bookmarked accounts of the user",
    params: identityParamsSchema,
    responses: { 200: navigationSchema, ...resourceErrors },
  },
  'PUT /identity/{id}/navigation': {
    tags: ['identity'],
    summary: "Replace the user's pinned (in order) and bookmarked accounts",
    params: identityParamsSchema,
    body: updateNavigationBodySchema,
    responses: { 200: navigationSchema, ...resourceErrors },
  },
} as const satisfies OperationTable;
