import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../module-deps.js';
import { FeeIncomeRepository } from './repository.js';
import { feeIncomeRoutes } from './routes.js';
import { FeeIncomeService } from './service.js';

/** An operator's fee income per customer and per day, and its file. */
export const feeIncomePlugin: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const service = new FeeIncomeService(new FeeIncomeRepository(deps.db), deps.policy, deps.clock);
  await app.register(feeIncomeRoutes, { service, context: deps.context });
};
