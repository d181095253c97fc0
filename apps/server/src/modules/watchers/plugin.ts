import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../module-deps.js';
import { WatchersRepository } from './repository.js';
import { watchersRoutes } from './routes.js';
import { WatchersService } from './service.js';

/** Watcher links: read-only links to a miner account, and their check without credentials. */
export const watchersPlugin: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const service = new WatchersService(new WatchersRepository(deps.db), deps.policy);
  await app.register(watchersRoutes, { service, context: deps.context });
};
