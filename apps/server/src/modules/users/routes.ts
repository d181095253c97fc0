import { z } from 'zod';
import {
  accessInvitationSchema,
  confirmUserBodySchema,
  confirmUserQuerySchema,
  createUserInviteBodySchema,
  poolSessionParamsSchema,
  poolUsersParamsSchema,
  poolUsersQuerySchema,
  poolUsersResponseSchema,
  userDeletionRequestSchema,
  userDetailSchema,
  userInvitationsResponseSchema,
  userParamsSchema,
  userPermissionsResponseSchema,
  userSessionsResponseSchema,
} from '@pool/contract';
import { type ContextRoutes, errorResponses } from '../../http/route-schemas.js';
import type { UsersService } from './service.js';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['users'];

/**
 * GET /pools/{pool_id}/users, GET /users/{user_id} (and /permissions, /sessions,
 * /invites, /deletion-request), DELETE /pools/{pool_id}/sessions/{session_id},
 * POST /users/{user_id}/2fa/reset, POST /users/{user_id}/invites, DELETE /users/{user_id}.
 */
export const usersRoutes: ContextRoutes<{ service: UsersService }> = async (app, { service, context }) => {
  app.get(
    '/pools/:pool_id/users',
    {
      schema: {
        tags,
        summary: "The people with access to the pool's accounts: searched, filtered, sorted and paged",
        params: poolUsersParamsSchema,
        querystring: poolUsersQuerySchema,
        response: { 200: poolUsersResponseSchema, ...errors },
      },
    },
    async (request) => service.list(await context(request), request.params.pool_id, request.query),
  );

  app.get(
    '/users/:user_id',
    {
      schema: {
        tags,
        summary: 'A user: e-mail verification, second-factor methods, created, last seen, and the audit log',
        params: userParamsSchema,
        response: { 200: userDetailSchema, ...errors },
      },
    },
    async (request) => service.detail(await context(request), request.params.user_id),
  );

  app.get(
    '/users/:user_id/permissions',
    {
      schema: {
        tags,
        summary: 'Every account the user can reach, with role and sections',
        params: userParamsSchema,
        response: { 200: userPermissionsResponseSchema, ...errors },
      },
    },
    async (request) => service.permissions(await context(request), request.params.user_id),
  );

  app.get(
    '/users/:user_id/sessions',
    {
      schema: {
        tags,
        summary: "The user's sessions: device, address, when",
        params: userParamsSchema,
        response: { 200: userSessionsResponseSchema, ...errors },
      },
    },
    async (request) => service.sessions(await context(request), request.params.user_id),
  );

  app.delete(
    '/pools/:pool_id/sessions/:session_id',
    {
      schema: {
        tags,
        summary: "Revoke a pool user's session: they are signed out there at once",
        params: poolSessionParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.revokeSession(await context(request), request.params.pool_id, request.params.session_id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/users/:user_id/2fa/reset',
    {
      schema: {
        tags,
        summary:
          "Remove the user's TOTP, lookup codes and security keys (confirmed by their e-mail); they are told by e-mail",
        params: userParamsSchema,
        body: confirmUserBodySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.resetSecondFactor(await context(request), request.params.user_id, request.body.email);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/users/:user_id/invites',
    {
      schema: {
        tags,
        summary: "Invitations sent to the user's address",
        params: userParamsSchema,
        response: { 200: userInvitationsResponseSchema, ...errors },
      },
    },
    async (request) => service.invitations(await context(request), request.params.user_id),
  );

  app.post(
    '/users/:user_id/invites',
    {
      schema: {
        tags,
        summary: 'Invite the user to an account (an open invitation to it is sent anew)',
        params: userParamsSchema,
        body: createUserInviteBodySchema,
        response: { 201: accessInvitationSchema, ...errors },
      },
    },
    async (request, reply) => {
      const origin = `${request.protocol}://${request.host}`;
      const invitation = await service.invite(await context(request), request.params.user_id, request.body, origin);
      return reply.status(201).send(invitation);
    },
  );

  app.get(
    '/users/:user_id/deletion-request',
    {
      schema: {
        tags,
        summary: "The user's own account removal request, with its state",
        params: userParamsSchema,
        response: { 200: userDeletionRequestSchema, ...errors },
      },
    },
    async (request) => service.deletionRequest(await context(request), request.params.user_id),
  );

  app.delete(
    '/users/:user_id',
    {
      schema: {
        tags,
        summary:
          'Delete the user (confirmed by their e-mail): identity removed, accounts they alone own closed, balances and history kept',
        params: userParamsSchema,
        querystring: confirmUserQuerySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.remove(await context(request), request.params.user_id, request.query.email);
      return reply.status(204).send(null);
    },
  );
};
