import {
  accessInvitationSchema,
  accessListQuerySchema,
  accessListResponseSchema,
  accountIdParamsSchema,
  changeAccessBodySchema,
  inviteBodySchema,
  revokeAccessQuerySchema,
} from '@pool/contract';
import { z } from 'zod';
import { type ContextRoutes, errorResponses, resourceErrors } from '../../http/route-schemas.js';
import type { AccessService } from './service.js';

const accountKinds = [
  { path: 'pools', kind: 'pool' },
  { path: 'operators', kind: 'operator' },
  { path: 'miners', kind: 'miner' },
] as const;

const changeErrors = { ...resourceErrors, ...errorResponses(409) };

/** Product §7 `GET/POST/PUT/DELETE /pools|operators|miners/{id}/access`: one shape for the three kinds. */
export const accessRoutes: ContextRoutes<{ service: AccessService }> = async (app, { service, context }) => {
  for (const { path, kind } of accountKinds) {
    const tags = ['access'];
    app.get(
      `/${path}/:id/access`,
      {
        schema: {
          tags,
          summary: `Who has access to the ${kind}, and its open invitations`,
          params: accountIdParamsSchema,
          querystring: accessListQuerySchema,
          response: { 200: accessListResponseSchema, ...resourceErrors },
        },
      },
      async (request) => service.list(await context(request), kind, request.params.id, request.query),
    );
    app.post(
      `/${path}/:id/access`,
      {
        schema: {
          tags,
          summary: `Invite a person to the ${kind} by e-mail (sent anew if already invited)`,
          params: accountIdParamsSchema,
          body: inviteBodySchema,
          response: { 201: accessInvitationSchema, ...changeErrors },
        },
      },
      async (request, reply) => {
        const origin = `${request.protocol}://${request.host}`;
        const invitation = await service.invite(await context(request), kind, request.params.id, request.body, origin);
        return reply.status(201).send(invitation);
      },
    );
    app.put(
      `/${path}/:id/access`,
      {
        schema: {
          tags,
          summary: `Change a member's role and sections on the ${kind}`,
          params: accountIdParamsSchema,
          body: changeAccessBodySchema,
          response: { 204: z.null(), ...changeErrors },
        },
      },
      async (request, reply) => {
        await service.change(await context(request), kind, request.params.id, request.body);
        return reply.status(204).send(null);
      },
    );
    app.delete(
      `/${path}/:id/access`,
      {
        schema: {
          tags,
          summary: `Revoke a member's access to the ${kind}, or an open invitation`,
          params: accountIdParamsSchema,
          querystring: revokeAccessQuerySchema,
          response: { 204: z.null(), ...changeErrors },
        },
      },
      async (request, reply) => {
        await service.revoke(await context(request), kind, request.params.id, request.query);
        return reply.status(204).send(null);
      },
    );
  }
};
