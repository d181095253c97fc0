import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../module-deps.js';
import { BinancePriceSource } from './price-source.js';
import { exchangeRatesRoutes } from './routes.js';
import { ExchangeRatesService } from './service.js';

/** The exchange-rate proxy in front of the configured price source. */
export const exchangeRatesPlugin: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const service = new ExchangeRatesService(new BinancePriceSource(deps.settings.priceSourceUrl), deps.clock, deps.log);
  await app.register(exchangeRatesRoutes, { service });
};
