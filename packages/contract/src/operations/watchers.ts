import { z } from 'zod';
import { identityParamsSchema } from '../identity.js';
import {
  accountIdParamsSchema,
  createIdentityWatcherBodySchema,
  createMinerWatcherBodySchema,
  deleteMinerWatcherQuerySchema,
  watcherCheckResponseSchema,
  watcherLinkParamsSchema,
  watcherSchema,
  watchersResponseSchema,
  watcherTokenSchema,
} from '../monitoring.js';
import { errorResponses, resourceErrors, type OperationTable } from '../operation.js';

export const watchersOperations = {
  'GET /watchers/{token}': {
    tags: ['watchers'],
    summary: 'What a watcher link opens (no credentials)',
    params: watcherLinkParamsSchema,
    responses: { 200: watcherCheckResponseSchema, ...errorResponses(404) },
  },
  'GET /identity/{id}/watchers': {
    tags: ['watchers'],
    summary: 'The watcher links of the accounts the user manages',
    params: identityParamsSchema,
    responses: { 200: watchersResponseSchema, ...resourceErrors },
  },
  'POST /identity/{id}/watchers': {
    tags: ['watchers'],
    summary: 'Create a watcher link to one of the user’s miner accounts',
    params: identityParamsSchema,
    body: createIdentityWatcherBodySchema,
    responses: { 201: watcherSchema, ...resourceErrors },
  },
  'DELETE /identity/{id}/watchers/{token}': {
    tags: ['watchers'],
    summary: 'Revoke a watcher link',
    params: identityParamsSchema.extend({ token: watcherTokenSchema }),
    responses: { 204: z.null(), ...resourceErrors },
  },
  'GET /miners/{id}/watchers': {
    tags: ['watchers'],
    summary: "A miner account's watcher links",
    params: accountIdParamsSchema,
    responses: { 200: watchersResponseSchema, ...resourceErrors },
  },
  'POST /miners/{id}/watchers': {
    tags: ['watchers'],
    summary: 'Create a watcher link to a miner account',
    params: accountIdParamsSchema,
    body: createMinerWatcherBodySchema,
    responses: { 201: watcherSchema, ...resourceErrors },
  },
  'DELETE /miners/{id}/watchers': {
    tags: ['watchers'],
    summary: 'Revoke a watcher link of a miner account',
    params: accountIdParamsSchema,
    query: deleteMinerWatcherQuerySchema,
    responses: { 204: z.null(), ...resourceErrors },
  },
} as const satisfies OperationTable;
