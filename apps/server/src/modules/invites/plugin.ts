import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PermissionsRepository } from '../accounts/index.js';
import type { ModuleDeps } from '../module-deps.js';
import { InvitesRepository } from './repository.js';
import { invitesRoutes } from './routes.js';
import { InvitesService } from './service.js';

/** Invitations: accepting one grants its access to the signed-in user. */
export const invitesPlugin: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const service = new InvitesService(
    new InvitesRepository(deps.db),
    new PermissionsRepository(deps.db),
    deps.identity,
    deps.clock,
  );
  await app.register(invitesRoutes, { service, context: deps.context });
};
