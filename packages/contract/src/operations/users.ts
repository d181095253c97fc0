import { z } from 'zod';
import { accessInvitationSchema } from '../access-control.js';
import {
  confirmUserBodySchema,
  confirmUserQuerySchema,
  createUserInviteBodySchema,
  poolSessionParamsSchema,
  poolUsersParamsSchema,
  poolUsersQuerySchema,
  poolUsersResponseSchema,
  rejectRemovalBodySchema,
  removalRequestParamsSchema,
  removalRequestSchema,
  removalRequestsQuerySchema,
  removalRequestsResponseSchema,
  userDeletionRequestSchema,
  userDetailSchema,
  userInvitationsResponseSchema,
  userParamsSchema,
  userPermissionsResponseSchema,
  userSessionsResponseSchema,
} from '../users.js';
import { errorResponses, type OperationTable } from '../operation.js';

export const usersOperations = {
  'GET /pools/{pool_id}/users': {
    tags: ['users'],
    summary: "The people with access to the pool's accounts: searched, filtered, sorted and paged",
    params: poolUsersParamsSchema,
    query: poolUsersQuerySchema,
    responses: { 200: poolUsersResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
  },
  'GET /users/{user_id}': {
    tags: ['users'],
    summary: 'A user: e-mail verification, second-factor methods, created, last seen, and the audit log',
    params: userParamsSchema,
    responses: { 200: userDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
  },
  'GET /users/{user_id}/permissions': {
    tags: ['users'],
    summary: 'Every account the user can reach, with role and sections',
    params: userParamsSchema,
    responses: { 200: userPermissionsResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
  },
  'GET /users/{user_id}/sessions': {
    tags: ['users'],
    summary: "The user's sessions: device, address, when",
    params: userParamsSchema,
    responses: { 200: userSessionsResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
  },
  'DELETE /pools/{pool_id}/sessions/{session_id}': {
    tags: ['users'],
    summary: "Revoke a pool user's session: they are signed out there at once",
    params: poolSessionParamsSchema,
    responses: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
  },
  'POST /users/{user_id}/2fa/reset': {
    tags: ['users'],
    summary:
      "Remove the user's TOTP, lookup codes and security keys (confirmed by their e-mail); they are told by e-mail",
    params: userParamsSchema,
    body: confirmUserBodySchema,
    responses: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
  },
  'GET /users/{user_id}/invites': {
    tags: ['users'],
    summary: "Invitations sent to the user's address",
    params: userParamsSchema,
    responses: { 200: userInvitationsResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
  },
  'POST /users/{user_id}/invites': {
    tags: ['users'],
    summary: 'Invite the user to an account (an open invitation to it is sent anew)',
    params: userParamsSchema,
    body: createUserInviteBodySchema,
    responses: { 201: accessInvitationSchema, ...errorResponses(400, 401, 403, 404, 409) },
  },
  'GET /users/{user_id}/deletion-request': {
    tags: ['users'],
    summary: "The user's own account removal request, with its state",
    params: userParamsSchema,
    responses: { 200: userDeletionRequestSchema, ...errorResponses(400, 401, 403, 404, 409) },
  },
  'DELETE /users/{user_id}': {
    tags: ['users'],
    summary:
      'Delete the user (confirmed by their e-mail): identity removed, accounts they alone own closed, balances and history kept',
    params: userParamsSchema,
    query: confirmUserQuerySchema,
    responses: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
  },
  'GET /pools/{pool_id}/removal-requests': {
    tags: ['users'],
    summary: "Removal requests of the pool's miner accounts: open ones first, with the money left on each",
    params: poolUsersParamsSchema,
    query: removalRequestsQuerySchema,
    responses: { 200: removalRequestsResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
  },
  'POST /pools/{pool_id}/removal-requests/{request_id}/approve': {
    tags: ['users'],
    summary:
      'Approve a removal request: the account is closed (refused with 409 while it holds a balance, a payout on its way, open sub-accounts or mining workers)',
    params: removalRequestParamsSchema,
    responses: { 200: removalRequestSchema, ...errorResponses(400, 401, 403, 404, 409) },
  },
  'POST /pools/{pool_id}/removal-requests/{request_id}/reject': {
    tags: ['users'],
    summary: 'Reject a removal request: the account stays open and its people are told, with the reason',
    params: removalRequestParamsSchema,
    body: rejectRemovalBodySchema,
    responses: { 200: removalRequestSchema, ...errorResponses(400, 401, 403, 404, 409) },
  },
} as const satisfies OperationTable;
