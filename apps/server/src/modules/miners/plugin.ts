import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customersService } from '../customers/index.js';
import { PermissionsRepository } from '../accounts/index.js';
import type { ModuleDeps } from '../module-deps.js';
import { MonitoringRepository } from '../worker-lists/index.js';
import { PoolsRepository } from '../pools/index.js';
import { OperatorsRepository } from '../operators/index.js';
import { UsersRepository } from '../users/index.js';
import { RemovalRequestsRepository } from './removal.js';
import { removalRequestsRoutes } from './removal-routes.js';
import { RemovalRequestsService } from './removal-service.js';
import { MinersRepository } from './repository.js';
import { minersRoutes } from './routes.js';
import { MinersService } from './service.js';

/** Miner accounts: creating the first one or a sub-account, asking for its removal; staff's desk of removal requests. */
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
  const removals = new RemovalRequestsService(
    new RemovalRequestsRepository(deps.db),
    new UsersRepository(deps.db),
    new MonitoringRepository(deps.db),
    deps.policy,
    deps.identity,
    deps.clock,
  );
  await app.register(removalRequestsRoutes, { service: removals, context: deps.context });
};
