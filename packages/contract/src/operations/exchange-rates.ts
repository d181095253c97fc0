import { exchangeRatesQuerySchema, exchangeRatesResponseSchema } from '../money.js';
import { errorResponses, type OperationTable } from '../operation.js';

export const exchangeRatesOperations = {
  'GET /exchange-rates': {
    tags: ['exchange-rates'],
    summary: 'Prices of symbols such as BTCUSDT from the price source, cached for a minute',
    query: exchangeRatesQuerySchema,
    responses: { 200: exchangeRatesResponseSchema, ...errorResponses(400, 502) },
  },
} as const satisfies OperationTable;
