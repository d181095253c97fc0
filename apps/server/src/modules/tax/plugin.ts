import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../module-deps.js';
import { TaxRepository } from './repository.js';
import { taxRoutes } from './routes.js';
import { TaxService } from './service.js';

/** The tax calculator's server side: a year's income valued at each day's price. */
export const taxPlugin: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  await app.register(taxRoutes, {
    service: new TaxService(new TaxRepository(deps.db), deps.policy),
    context: deps.context,
  });
};
