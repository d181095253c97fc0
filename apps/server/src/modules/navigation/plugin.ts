import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PermissionsRepository } from '../accounts/index.js';
import type { ModuleDeps } from '../module-deps.js';
import { NavigationRepository } from './repository.js';
import { navigationRoutes } from './routes.js';
import { NavigationService } from './service.js';

/** The account panel's navigation preferences: pinned and bookmarked accounts per user. */
export const navigationPlugin: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const service = new NavigationService(
    new NavigationRepository(deps.db),
    new PermissionsRepository(deps.db),
    deps.policy,
  );
  await app.register(navigationRoutes, { service, context: deps.context });
};
