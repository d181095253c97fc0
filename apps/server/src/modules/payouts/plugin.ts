import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../module-deps.js';
import { createChain } from '../chain/index.js';
import { PoolsRepository } from '../pools/index.js';
import { PayoutDeskRepository } from './desk-repository.js';
import { PayoutDeskService } from './desk-service.js';
import { NextPayoutService } from './next-payout-service.js';
import { PayoutRequestsRepository } from './requests-repository.js';
import { payoutsRoutes } from './routes.js';
import { PayoutScheduleRepository } from './schedule-repository.js';
import { PayoutSender } from './sender.js';
import { PayoutsService } from './service.js';
import { PayoutTransactionsRepository } from './transactions-repository.js';
import { WalletPayoutsRepository } from './wallet-payouts-repository.js';

/** The platform's payout desk: payout schedule, blockchain payout requests and their payouts, the hot wallet, the next run's preview; a miner account's next payout. */
export const payoutsPlugin: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const requests = new PayoutRequestsRepository(deps.db);
  const chain = createChain(deps);
  const schedule = new PayoutScheduleRepository(deps.db);
  const walletPayouts = new WalletPayoutsRepository(deps.db);
  const transactions = new PayoutTransactionsRepository(deps.db);
  const pools = new PoolsRepository(deps.db);
  const service = new PayoutsService({
    schedule,
    requests,
    walletPayouts,
    pools,
    sender: new PayoutSender({
      requests,
      transactions,
      walletPayouts,
      chain,
      clock: deps.clock,
      log: deps.log,
      settings: deps.settings,
    }),
    transactions,
    policy: deps.policy,
    clock: deps.clock,
  });
  const nextPayout = new NextPayoutService({ schedule, walletPayouts, policy: deps.policy, clock: deps.clock });
  const desk = new PayoutDeskService({
    desk: new PayoutDeskRepository(deps.db),
    requests,
    schedule,
    walletPayouts,
    pools,
    chain,
    policy: deps.policy,
    clock: deps.clock,
    settings: deps.settings,
  });
  await app.register(payoutsRoutes, { service, nextPayout, desk, context: deps.context });
};
