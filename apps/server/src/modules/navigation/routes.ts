import { z } from 'zod';
import { navigationSchema, updateNavigationBodySchema } from '@pool/contract';
import { type ContextRoutes, resourceErrors } from '../../http/route-schemas.js';
import type { NavigationService } from './service.js';

const userParams = z.object({ id: z.uuid() });

export const navigationRoutes: ContextRoutes<{ service: NavigationService }> = async (app, { service, context }) => {
  app.get(
    '/identity/:id/navigation',
    {
      schema: {
        tags: ['identity'],
        summary: "The account panel's pinned and bookmarked accounts of the user",
        params: userParams,
        response: { 200: navigationSchema, ...resourceErrors },
      },
    },
    async (request) => service.get(await context(request), request.params.id),
  );

  app.put(
    '/identity/:id/navigation',
    {
      schema: {
        tags: ['identity'],
        summary: "Replace the user's pinned (in order) and bookmarked accounts",
        params: userParams,
        body: updateNavigationBodySchema,
        response: { 200: navigationSchema, ...resourceErrors },
      },
    },
    async (request) => service.put(await context(request), request.params.id, request.body),
  );
};
