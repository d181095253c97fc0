import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../module-deps.js';
import { PermissionsRepository } from './permissions-repository.js';
import { identityRoutes } from './routes.js';
import { IdentityService } from './service.js';

/** The signed-in user: who they are, the accounts they may open, their language. */
export const identityPlugin: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const service = new IdentityService(deps.identity, new PermissionsRepository(deps.db));
  await app.register(identityRoutes, { service, context: deps.context });
};
