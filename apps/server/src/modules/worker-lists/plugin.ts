import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../module-deps.js';
import { MonitoringRepository } from './repository.js';
import { workerListsRoutes } from './routes.js';
import { MonitoringService } from './service.js';

/** Stats, workers and customers tables of pools, operators and miner accounts. */
export const workerListsPlugin: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const service = new MonitoringService(new MonitoringRepository(deps.db), deps.policy, deps.clock);
  await app.register(workerListsRoutes, { service, context: deps.context });
};
