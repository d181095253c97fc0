import { accountIdParamsSchema, taxIncomeQuerySchema, taxIncomeSchema } from '@pool/contract';
import { resourceErrors, type ContextRoutes } from '../../http/route-schemas.js';
import type { TaxService } from './service.js';

/** GET /miners/{id}/tax-income: the tax calculator's prefill. */
export const taxRoutes: ContextRoutes<{ service: TaxService }> = async (app, { service, context }) => {
  app.get(
    '/miners/:id/tax-income',
    {
      schema: {
        tags: ['miners'],
        summary:
          "A year's mining income per month (what the account earned, by crediting date or by mining day), each pool day at its recorded BTC/RUB price, for the Russian income tax calculator",
        params: accountIdParamsSchema,
        querystring: taxIncomeQuerySchema,
        response: { 200: taxIncomeSchema, ...resourceErrors },
      },
    },
    async (request) =>
      service.income(await context(request), request.params.id, request.query.year, request.query.basis),
  );
};
