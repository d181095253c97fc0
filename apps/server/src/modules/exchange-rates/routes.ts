import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.js';
import type { ExchangeRatesService } from './service.js';

/** GET /exchange-rates: public, no session (the app shows prices before sign-in too). */
export const exchangeRatesRoutes: FastifyPluginAsyncZod<{ service: ExchangeRatesService }> = async (
  app,
  { service },
) => {
  route(app, 'GET /exchange-rates', async (request) => service.rates(request.query.symbols));
};
