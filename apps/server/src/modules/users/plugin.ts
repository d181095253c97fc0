import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AccessRepository, AccessService } from '../access/index.js';
import type { ModuleDeps } from '../module-deps.js';
import { UsersRepository } from './repository.js';
import { usersRoutes } from './routes.js';
import { UsersService } from './service.js';

/** Pool staff's user administration. */
export const usersPlugin: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const access = new AccessService(new AccessRepository(deps.db), deps.policy, deps.identity, deps.mailer, deps.clock);
  const service = new UsersService(
    new UsersRepository(deps.db),
    deps.policy,
    deps.identity,
    access,
    deps.mailer,
    deps.clock,
  );
  await app.register(usersRoutes, { service, context: deps.context });
};
