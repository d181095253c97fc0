import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AccountsRepository } from '../accounts/index.js';
import type { ModuleDeps } from '../module-deps.js';
import { PaymentsRepository } from './repository.js';
import { paymentsRoutes } from './routes.js';
import { PaymentsService } from './service.js';

/** Balances, earnings, payments and their export for pools, operators and miner accounts. */
export const paymentsPlugin: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const service = new PaymentsService(
    new PaymentsRepository(deps.db),
    new AccountsRepository(deps.db),
    deps.policy,
    deps.clock,
  );
  await app.register(paymentsRoutes, { service, context: deps.context });
};
