import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../module-deps.js';
import { PromoCodesRepository } from './repository.js';
import { promoCodesRoutes } from './routes.js';
import { PromoCodesService } from './service.js';

/** The platform's promo codes and a miner applying one. */
export const promoCodesPlugin: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const service = new PromoCodesService(new PromoCodesRepository(deps.db), deps.policy, deps.identity, deps.clock);
  await app.register(promoCodesRoutes, { service, context: deps.context });
};
