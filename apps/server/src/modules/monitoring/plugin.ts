import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../module-deps.js';
import { MonitoringRepository } from './repository.js';
import { monitoringRoutes } from './routes.js';
import { MonitoringService } from './service.js';

/** Hashrate, charts, stats and workers of pools, operators and miner accounts. */
export const monitoringPlugin: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const service = new MonitoringService(new MonitoringRepository(deps.db), deps.policy, deps.clock);
  await app.register(monitoringRoutes, { service, context: deps.context });
};
