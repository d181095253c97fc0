import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../module-deps.js';
import { PoolsRepository } from './repository.js';
import { poolsRoutes } from './routes.js';
import { PoolsService } from './service.js';

/** The current pool's configuration, the first call the app makes. */
export const poolsPlugin: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  await app.register(poolsRoutes, { service: new PoolsService(new PoolsRepository(deps.db), deps.poolSettings) });
};
