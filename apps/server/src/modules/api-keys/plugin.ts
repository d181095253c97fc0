import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../module-deps.js';
import { ApiKeysRepository } from './repository.js';
import { apiKeysRoutes } from './routes.js';
import { ApiKeysService } from './service.js';

/** Read-only API keys of miner accounts: their list, creation and revocation. */
export const apiKeysPlugin: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const service = new ApiKeysService(new ApiKeysRepository(deps.db), deps.policy);
  await app.register(apiKeysRoutes, { service, context: deps.context });
};
