import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../module-deps.js';
import { OperatorsRepository } from './repository.js';
import { operatorsRoutes } from './routes.js';
import { OperatorsService } from './service.js';

/** Operators: the public branding of an operator's hub sign-in. */
export const operatorsPlugin: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  await app.register(operatorsRoutes, { service: new OperatorsService(new OperatorsRepository(deps.db)) });
};
