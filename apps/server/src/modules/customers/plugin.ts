import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../module-deps.js';
import { CustomersRepository } from './repository.js';
import { customersRoutes } from './routes.js';
import { CustomersService } from './service.js';

/** The service behind new customer, pool and sub-accounts (the miners module uses it for POST /miners with a parent). */
export function customersService(deps: ModuleDeps): CustomersService {
  return new CustomersService(new CustomersRepository(deps.db), deps.policy, deps.mailer, deps.clock);
}

/** Customers of operators, pool staff's miner accounts, titles and the lookup by name. */
export const customersPlugin: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  await app.register(customersRoutes, { service: customersService(deps), context: deps.context });
};
