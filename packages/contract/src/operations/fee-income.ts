import {
  feeIncomeExportLimit,
  feeIncomeExportQuerySchema,
  feeIncomeQuerySchema,
  feeIncomeResponseSchema,
} from '../fee-income.js';
import { accountIdParamsSchema } from '../monitoring.js';
import { fileSchema, resourceErrors, type OperationTable } from '../operation.js';

export const feeIncomeOperations = {
  'GET /operators/{id}/fee-income': {
    tags: ['operators'],
    summary:
      "The operator's fee income per customer and per pool day (UTC) over `from`–`to` (the last 30 days up to " +
      'yesterday without them), with the total; `miner_id` narrows the days and the total to one customer',
    params: accountIdParamsSchema,
    query: feeIncomeQuerySchema,
    responses: { 200: feeIncomeResponseSchema, ...resourceErrors },
  },
  'GET /operators/{id}/fee-income/export': {
    tags: ['operators'],
    summary:
      "The operator's fee income as a CSV or XLSX download: one row per customer and pool day, newest first; " +
      `at most ${feeIncomeExportLimit} rows (X-Export-Truncated: true when cut)`,
    params: accountIdParamsSchema,
    query: feeIncomeExportQuerySchema,
    responses: { 200: fileSchema, ...resourceErrors },
  },
} as const satisfies OperationTable;
