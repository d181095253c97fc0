import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AccountsRepository } from '../accounts/index.js';
import type { ModuleDeps } from '../module-deps.js';
import { FeesRepository } from './repository.js';
import { feesRoutes } from './routes.js';
import { FeesService } from './service.js';

/** Builds the fee schedules' repository and service and registers their routes. */
export const feesPlugin: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const service = new FeesService(
    new FeesRepository(deps.db),
    new AccountsRepository(deps.db),
    deps.policy,
    deps.clock,
  );
  await app.register(feesRoutes, { service, context: deps.context });
};
