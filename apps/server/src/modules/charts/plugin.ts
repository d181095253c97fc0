import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../module-deps.js';
import { MonitoringRepository } from '../worker-lists/index.js';
import { ChartsRepository } from './repository.js';
import { chartsRoutes } from './routes.js';
import { ChartsService } from './service.js';

/** Hashrate charts of pools, operators, miner accounts and workers, and their averages over a period. */
export const chartsPlugin: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const service = new ChartsService(
    new ChartsRepository(deps.db),
    new MonitoringRepository(deps.db),
    deps.policy,
    deps.clock,
  );
  await app.register(chartsRoutes, { service, context: deps.context });
};
