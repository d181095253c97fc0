import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../module-deps.js';
import { PoolsRepository } from '../pools/index.js';
import { BlocksRepository } from './blocks-repository.js';
import { blocksRoutes } from './blocks-routes.js';
import { BlocksService } from './blocks-service.js';
import { MonitoringRepository } from './repository.js';
import { monitoringRoutes } from './routes.js';
import { MonitoringService } from './service.js';

/** Hashrate, charts, stats and workers of pools, operators and miner accounts; blocks found. */
export const monitoringPlugin: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const service = new MonitoringService(new MonitoringRepository(deps.db), deps.policy, deps.clock);
  await app.register(monitoringRoutes, { service, context: deps.context });
  await app.register(blocksRoutes, { service: blocksService(deps), context: deps.context });
};

export function blocksService(deps: ModuleDeps): BlocksService {
  return new BlocksService(new BlocksRepository(deps.db), new PoolsRepository(deps.db), deps.policy);
}
