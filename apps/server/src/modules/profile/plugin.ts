import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../module-deps.js';
import { PermissionsRepository } from '../accounts/index.js';
import { profileRoutes } from './routes.js';
import { ProfileService } from './service.js';

/** The signed-in user: who they are, the accounts they may open, their language. */
export const profilePlugin: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const service = new ProfileService(deps.identity, new PermissionsRepository(deps.db));
  await app.register(profileRoutes, { service, context: deps.context });
};
