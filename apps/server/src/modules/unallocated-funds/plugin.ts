import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../module-deps.js';
import { createChain } from '../chain/index.js';
import { PoolsRepository } from '../pools/index.js';
import { RefundSender } from './refunds.js';
import { UnallocatedFundsRepository } from './repository.js';
import { unallocatedFundsRoutes } from './routes.js';
import { UnallocatedFundsService } from './service.js';

/** The platform's unallocated funds: coins received that belong to no account, and their refunds. */
export const unallocatedFundsPlugin: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const repository = new UnallocatedFundsRepository(deps.db);
  // The same chain as the payouts plugin's, which names it in the log.
  const chain = createChain(deps, { announce: false });
  const service = new UnallocatedFundsService({
    repository,
    pools: new PoolsRepository(deps.db),
    refunds: new RefundSender({ repository, chain, clock: deps.clock }),
    policy: deps.policy,
    network: deps.settings.network,
  });
  await app.register(unallocatedFundsRoutes, { service, context: deps.context });
};
