import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  exchangeRatesPath,
  exchangeRatesQuerySchema,
  exchangeRatesResponseSchema,
} from '@pool/contract';
import type { ExchangeRatesService } from './service.js';

/** GET /exchange-rates: public, no session (the app shows prices before sign-in too). */
export const exchangeRatesRoutes: FastifyPluginAsyncZod<{ service: ExchangeRatesService }> = async (
  app,
  { service },
) => {
  app.get(
    exchangeRatesPath,
    {
      schema: {
        tags: ['exchange-rates'],
        summary: 'Prices of symbols such as BTCUSDT from the price source, cached for a minute',
        querystring: exchangeRatesQuerySchema,
        response: { 200: exchangeRatesResponseSchema, 400: errorResponseSchema, 502: errorResponseSchema },
      },
    },
    async (request) => service.rates(request.query.symbols),
  );
};
