import { z } from 'zod';
import {
  accountIdParamsSchema,
  createIdentityWatcherBodySchema,
  createMinerWatcherBodySchema,
  deleteMinerWatcherQuerySchema,
  errorResponseSchema,
  watcherCheckResponseSchema,
  watcherSchema,
  watchersResponseSchema,
  watcherTokenSchema,
} from '@pool/contract';
import { type ContextRoutes, resourceErrors } from '../../http/route-schemas.js';
import type { WatchersService } from './service.js';

const userParams = z.object({ id: z.uuid() });

export const watchersRoutes: ContextRoutes<{ service: WatchersService }> = async (app, { service, context }) => {
  app.get(
    '/watchers/:token',
    {
      schema: {
        tags: ['watchers'],
        summary: 'What a watcher link opens (no credentials)',
        params: z.object({ token: z.string().max(200) }),
        response: { 200: watcherCheckResponseSchema, 404: errorResponseSchema },
      },
    },
    (request) => service.check(request.params.token),
  );

  app.get(
    '/identity/:id/watchers',
    {
      schema: {
        tags: ['watchers'],
        summary: 'The watcher links of the accounts the user manages',
        params: userParams,
        response: { 200: watchersResponseSchema, ...resourceErrors },
      },
    },
    async (request) => service.listForUser(await context(request), request.params.id),
  );

  app.post(
    '/identity/:id/watchers',
    {
      schema: {
        tags: ['watchers'],
        summary: 'Create a watcher link to one of the user’s miner accounts',
        params: userParams,
        body: createIdentityWatcherBodySchema,
        response: { 201: watcherSchema, ...resourceErrors },
      },
    },
    async (request, reply) => {
      const { miner_id, ...link } = request.body;
      const created = await service.createForUser(await context(request), request.params.id, miner_id, link);
      return reply.status(201).send(created);
    },
  );

  app.delete(
    '/identity/:id/watchers/:token',
    {
      schema: {
        tags: ['watchers'],
        summary: 'Revoke a watcher link',
        params: userParams.extend({ token: watcherTokenSchema }),
        response: { 204: z.null(), ...resourceErrors },
      },
    },
    async (request, reply) => {
      await service.revokeForUser(await context(request), request.params.id, request.params.token);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/miners/:id/watchers',
    {
      schema: {
        tags: ['watchers'],
        summary: "A miner account's watcher links",
        params: accountIdParamsSchema,
        response: { 200: watchersResponseSchema, ...resourceErrors },
      },
    },
    async (request) => service.listForMiner(await context(request), request.params.id),
  );

  app.post(
    '/miners/:id/watchers',
    {
      schema: {
        tags: ['watchers'],
        summary: 'Create a watcher link to a miner account',
        params: accountIdParamsSchema,
        body: createMinerWatcherBodySchema,
        response: { 201: watcherSchema, ...resourceErrors },
      },
    },
    async (request, reply) => {
      const created = await service.create(await context(request), request.params.id, request.body);
      return reply.status(201).send(created);
    },
  );

  app.delete(
    '/miners/:id/watchers',
    {
      schema: {
        tags: ['watchers'],
        summary: 'Revoke a watcher link of a miner account',
        params: accountIdParamsSchema,
        querystring: deleteMinerWatcherQuerySchema,
        response: { 204: z.null(), ...resourceErrors },
      },
    },
    async (request, reply) => {
      await service.revoke(await context(request), request.query.token, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
