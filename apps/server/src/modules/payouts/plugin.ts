import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../module-deps.js';
import { createChain } from './chain/index.js';
import { PoolsRepository } from '../pools/repository.js';
import { PayoutRequestsRepository } from './requests-repository.js';
import { payoutsRoutes } from './routes.js';
import { PayoutScheduleRepository } from './schedule-repository.js';
import { PayoutSender } from './sender.js';
import { PayoutsService } from './service.js';
import { WalletPayoutsRepository } from './wallet-payouts-repository.js';

/** The platform's payout desk: payout schedule and blockchain payout requests. */
export const payoutsPlugin: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const requests = new PayoutRequestsRepository(deps.db);
  const chain = createChain(deps);
  const service = new PayoutsService({
    schedule: new PayoutScheduleRepository(deps.db),
    requests,
    walletPayouts: new WalletPayoutsRepository(deps.db),
    pools: new PoolsRepository(deps.db),
    sender: new PayoutSender({ requests, chain, clock: deps.clock, log: deps.log }),
    chain,
    policy: deps.policy,
    clock: deps.clock,
  });
  await app.register(payoutsRoutes, { service, context: deps.context });
};
