import { miningReportExportQuerySchema, miningReportQuerySchema, miningReportSchema } from '../mining-report.js';
import { accountIdParamsSchema } from '../monitoring.js';
import { fileSchema, resourceErrors, type OperationTable } from '../operation.js';

export const miningReportOperations = {
  'GET /miners/{id}/mining-report': {
    tags: ['miners'],
    summary:
      'Monthly mining report of a miner account (from 2025-01; the current month is incomplete): work, money and balances per day and for the month, in BTC, USDT and RUB at each day’s price',
    params: accountIdParamsSchema,
    query: miningReportQuerySchema,
    responses: { 200: miningReportSchema, ...resourceErrors },
  },
  'GET /miners/{id}/mining-report/export': {
    tags: ['miners'],
    summary: 'The monthly mining report as a PDF or XLSX download, in the language asked',
    params: accountIdParamsSchema,
    query: miningReportExportQuerySchema,
    responses: { 200: fileSchema, ...resourceErrors },
  },
} as const satisfies OperationTable;
