import { accountIdParamsSchema } from '../monitoring.js';
import { taxIncomeQuerySchema, taxIncomeSchema } from '../tax.js';
import { resourceErrors, type OperationTable } from '../operation.js';

export const taxOperations = {
  'GET /miners/{id}/tax-income': {
    tags: ['miners'],
    summary:
      "A year's mining income per month (what the account earned, by crediting date or by mining day), each pool day at its recorded BTC/RUB price, for the Russian income tax calculator",
    params: accountIdParamsSchema,
    query: taxIncomeQuerySchema,
    responses: { 200: taxIncomeSchema, ...resourceErrors },
  },
} as const satisfies OperationTable;
