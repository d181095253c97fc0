import { z } from 'zod';
import {
  accessInvitationSchema,
  accessListResponseSchema,
  changeAccessBodySchema,
  inviteBodySchema,
  revokeAccessQuerySchema,
  accessListQuerySchema,
} from '../access-control.js';
import { accountIdParamsSchema } from '../monitoring.js';
import { errorResponses, resourceErrors, type OperationTable } from '../operation.js';

export const accessOperations = {
  'GET /pools/{id}/access': {
    tags: ['access'],
    summary: 'Who has access to the pool, and its open invitations',
    params: accountIdParamsSchema,
    query: accessListQuerySchema,
    responses: { 200: accessListResponseSchema, ...resourceErrors },
  },
  'POST /pools/{id}/access': {
    tags: ['access'],
    summary: 'Invite a person to the pool by e-mail (sent anew if already invited)',
    params: accountIdParamsSchema,
    body: inviteBodySchema,
    responses: { 201: accessInvitationSchema, ...errorResponses(400, 401, 403, 404, 409) },
  },
  'PUT /pools/{id}/access': {
    tags: ['access'],
    summary: "Change a member's role and sections on the pool",
    params: accountIdParamsSchema,
    body: changeAccessBodySchema,
    responses: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
  },
  'DELETE /pools/{id}/access': {
    tags: ['access'],
    summary: "Revoke a member's access to the pool, or an open invitation",
    params: accountIdParamsSchema,
    query: revokeAccessQuerySchema,
    responses: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
  },
  'GET /operators/{id}/access': {
    tags: ['access'],
    summary: 'Who has access to the operator, and its open invitations',
    params: accountIdParamsSchema,
    query: accessListQuerySchema,
    responses: { 200: accessListResponseSchema, ...resourceErrors },
  },
  'POST /operators/{id}/access': {
    tags: ['access'],
    summary: 'Invite a person to the operator by e-mail (sent anew if already invited)',
    params: accountIdParamsSchema,
    body: inviteBodySchema,
    responses: { 201: accessInvitationSchema, ...errorResponses(400, 401, 403, 404, 409) },
  },
  'PUT /operators/{id}/access': {
    tags: ['access'],
    summary: "Change a member's role and sections on the operator",
    params: accountIdParamsSchema,
    body: changeAccessBodySchema,
    responses: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
  },
  'DELETE /operators/{id}/access': {
    tags: ['access'],
    summary: "Revoke a member's access to the operator, or an open invitation",
    params: accountIdParamsSchema,
    query: revokeAccessQuerySchema,
    responses: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
  },
  'GET /miners/{id}/access': {
    tags: ['access'],
    summary: 'Who has access to the miner, and its open invitations',
    params: accountIdParamsSchema,
    query: accessListQuerySchema,
    responses: { 200: accessListResponseSchema, ...resourceErrors },
  },
  'POST /miners/{id}/access': {
    tags: ['access'],
    summary: 'Invite a person to the miner by e-mail (sent anew if already invited)',
    params: accountIdParamsSchema,
    body: inviteBodySchema,
    responses: { 201: accessInvitationSchema, ...errorResponses(400, 401, 403, 404, 409) },
  },
  'PUT /miners/{id}/access': {
    tags: ['access'],
    summary: "Change a member's role and sections on the miner",
    params: accountIdParamsSchema,
    body: changeAccessBodySchema,
    responses: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
  },
  'DELETE /miners/{id}/access': {
    tags: ['access'],
    summary: "Revoke a member's access to the miner, or an open invitation",
    params: accountIdParamsSchema,
    query: revokeAccessQuerySchema,
    responses: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
  },
} as const satisfies OperationTable;
