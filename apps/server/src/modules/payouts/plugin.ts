import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../module-deps.js';
import { createChain } from './chain/index.js';
import { PoolsRepository } from '../pools/repository.js';
import { PayoutsRepository } from './repository.js';
import { payoutsRoutes } from './routes.js';
import { ChainSender } from './sender.js';
import { PayoutsService } from './service.js';

/** The platform's payout desk: payout schedule, blockchain payout requests, unallocated funds and refunds. */
export const payoutsPlugin: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const repository = new PayoutsRepository(deps.db);
  const chain = createChain(deps);
  const service = new PayoutsService({
    repository,
    pools: new PoolsRepository(deps.db),
    sender: new ChainSender({ repository, chain, clock: deps.clock, log: deps.log }),
    chain,
    policy: deps.policy,
    clock: deps.clock,
    network: deps.settings.network,
  });
  await app.register(payoutsRoutes, { service, context: deps.context });
};
