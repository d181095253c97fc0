import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customersService } from '../customers/index.js';
import { PermissionsRepository } from '../accounts/index.js';
import type { ModuleDeps } from '../module-deps.js';
import { PoolsRepository } from '../pools/index.js';
import { OperatorsRepository } from '../operators/index.js';
import { RemovalRequestsRepository } from './removal.js';
import { MinersRepository } from './repository.js';
import { minersRoutes } from './routes.js';
import { MinersService } from './service.js';

/** Miner accounts: creating the first one or a sub-account, asking for its removal. */
export const minersPlugin: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const service = new MinersService(
    new MinersRepository(deps.db),
    new PermissionsRepository(deps.db),
    new PoolsRepository(deps.db),
    new OperatorsRepository(deps.db),
    new RemovalRequestsRepository(deps.db),
    deps.identity,
    deps.mailer,
    deps.policy,
  );
  await app.register(minersRoutes, { service, customers: customersService(deps), context: deps.context });
};
