import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../module-deps.js';
import { AccessRepository } from './repository.js';
import { accessRoutes } from './routes.js';
import { AccessService } from './service.js';

/** Access control of pools, operators and miner accounts: members, roles, sections, invitations. */
export const accessPlugin: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const service = new AccessService(new AccessRepository(deps.db), deps.policy, deps.identity, deps.mailer, deps.clock);
  await app.register(accessRoutes, { service, context: deps.context });
};
