import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../module-deps.js';
import { PoolsRepository } from '../pools/index.js';
import { BlocksRepository } from './repository.js';
import { blocksRoutes } from './routes.js';
import { BlocksService } from './service.js';

/** Blocks found: the lists of the pool's and a miner account's dashboards (stratum nodes report them through share ingestion). */
export const blocksPlugin: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  await app.register(blocksRoutes, { service: blocksService(deps), context: deps.context });
};

export function blocksService(deps: ModuleDeps): BlocksService {
  return new BlocksService(new BlocksRepository(deps.db), new PoolsRepository(deps.db), deps.policy);
}
