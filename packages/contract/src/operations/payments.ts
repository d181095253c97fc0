import {
  balanceSchema,
  dailyEarningsQuerySchema,
  dailyEarningsResponseSchema,
  earnedFromMinerParamsSchema,
  earnedSchema,
  moneyVersionSchema,
  paymentsExportQuerySchema,
  paymentsQuerySchema,
  paymentsResponseSchema,
} from '../money.js';
import { accountIdParamsSchema } from '../monitoring.js';
import { paymentsExportRowLimit } from '../money-constants.js';
import { fileSchema, resourceErrors, type OperationTable } from '../operation.js';

export const paymentsOperations = {
  'GET /pools/{id}/balance': {
    tags: ['pools'],
    summary: "Balance of the pool's fee income and the payouts on their way",
    params: accountIdParamsSchema,
    responses: { 200: balanceSchema, ...resourceErrors },
  },
  'GET /pools/{id}/money-version': {
    tags: ['pools'],
    summary:
      "A value that changes whenever the money of the pool's fee income does: poll it, reload the money figures when it changes",
    params: accountIdParamsSchema,
    responses: { 200: moneyVersionSchema, ...resourceErrors },
  },
  'GET /pools/{id}/earned-all-time': {
    tags: ['pools'],
    summary: "Everything the pool's fee income was credited (completed rewards)",
    params: accountIdParamsSchema,
    responses: { 200: earnedSchema, ...resourceErrors },
  },
  'GET /pools/{id}/payments': {
    tags: ['pools'],
    summary: "Payments of the pool's fee income, newest first, filtered and paginated",
    params: accountIdParamsSchema,
    query: paymentsQuerySchema,
    responses: { 200: paymentsResponseSchema, ...resourceErrors },
  },
  'GET /pools/{id}/daily-earnings': {
    tags: ['pools'],
    summary:
      "What the pool's fee income earned per pool day (UTC) over the last 7, 30 or 90 days, or since its first earning; every day up to yesterday, oldest first",
    params: accountIdParamsSchema,
    query: dailyEarningsQuerySchema,
    responses: { 200: dailyEarningsResponseSchema, ...resourceErrors },
  },
  'GET /pools/{id}/payments/export': {
    tags: ['pools'],
    summary: `Payments of the pool's fee income of the last 7, 30 or 90 days as a CSV or XLSX download, newest first; at most ${paymentsExportRowLimit} rows (X-Export-Truncated: true when cut)`,
    params: accountIdParamsSchema,
    query: paymentsExportQuerySchema,
    responses: { 200: fileSchema, ...resourceErrors },
  },
  'GET /pools/{id}/earned-from-miner/{miner_id}': {
    tags: ['pools'],
    summary: 'Fees the pool earned from one of its miner accounts',
    params: earnedFromMinerParamsSchema,
    responses: { 200: earnedSchema, ...resourceErrors },
  },
  'GET /operators/{id}/balance': {
    tags: ['operators'],
    summary: "Balance of the operator's fee income and the payouts on their way",
    params: accountIdParamsSchema,
    responses: { 200: balanceSchema, ...resourceErrors },
  },
  'GET /operators/{id}/money-version': {
    tags: ['operators'],
    summary:
      "A value that changes whenever the money of the operator's fee income does: poll it, reload the money figures when it changes",
    params: accountIdParamsSchema,
    responses: { 200: moneyVersionSchema, ...resourceErrors },
  },
  'GET /operators/{id}/earned-all-time': {
    tags: ['operators'],
    summary: "Everything the operator's fee income was credited (completed rewards)",
    params: accountIdParamsSchema,
    responses: { 200: earnedSchema, ...resourceErrors },
  },
  'GET /operators/{id}/payments': {
    tags: ['operators'],
    summary: "Payments of the operator's fee income, newest first, filtered and paginated",
    params: accountIdParamsSchema,
    query: paymentsQuerySchema,
    responses: { 200: paymentsResponseSchema, ...resourceErrors },
  },
  'GET /operators/{id}/daily-earnings': {
    tags: ['operators'],
    summary:
      "What the operator's fee income earned per pool day (UTC) over the last 7, 30 or 90 days, or since its first earning; every day up to yesterday, oldest first",
    params: accountIdParamsSchema,
    query: dailyEarningsQuerySchema,
    responses: { 200: dailyEarningsResponseSchema, ...resourceErrors },
  },
  'GET /operators/{id}/payments/export': {
    tags: ['operators'],
    summary: `Payments of the operator's fee income of the last 7, 30 or 90 days as a CSV or XLSX download, newest first; at most ${paymentsExportRowLimit} rows (X-Export-Truncated: true when cut)`,
    params: accountIdParamsSchema,
    query: paymentsExportQuerySchema,
    responses: { 200: fileSchema, ...resourceErrors },
  },
  'GET /operators/{id}/earned-from-miner/{miner_id}': {
    tags: ['operators'],
    summary: 'Fees the operator earned from one of its miner accounts',
    params: earnedFromMinerParamsSchema,
    responses: { 200: earnedSchema, ...resourceErrors },
  },
  'GET /miners/{id}/balance': {
    tags: ['miners'],
    summary: 'Balance of the miner account and the payouts on their way',
    params: accountIdParamsSchema,
    responses: { 200: balanceSchema, ...resourceErrors },
  },
  'GET /miners/{id}/money-version': {
    tags: ['miners'],
    summary:
      'A value that changes whenever the money of the miner account does: poll it, reload the money figures when it changes',
    params: accountIdParamsSchema,
    responses: { 200: moneyVersionSchema, ...resourceErrors },
  },
  'GET /miners/{id}/earned-all-time': {
    tags: ['miners'],
    summary: 'Everything the miner account was credited (completed rewards)',
    params: accountIdParamsSchema,
    responses: { 200: earnedSchema, ...resourceErrors },
  },
  'GET /miners/{id}/payments': {
    tags: ['miners'],
    summary: 'Payments of the miner account, newest first, filtered and paginated',
    params: accountIdParamsSchema,
    query: paymentsQuerySchema,
    responses: { 200: paymentsResponseSchema, ...resourceErrors },
  },
  'GET /miners/{id}/daily-earnings': {
    tags: ['miners'],
    summary:
      'What the miner account earned per pool day (UTC) over the last 7, 30 or 90 days, or since its first earning; every day up to yesterday, oldest first',
    params: accountIdParamsSchema,
    query: dailyEarningsQuerySchema,
    responses: { 200: dailyEarningsResponseSchema, ...resourceErrors },
  },
  'GET /miners/{id}/payments/export': {
    tags: ['miners'],
    summary: `Payments of the miner account of the last 7, 30 or 90 days as a CSV or XLSX download, newest first; at most ${paymentsExportRowLimit} rows (X-Export-Truncated: true when cut)`,
    params: accountIdParamsSchema,
    query: paymentsExportQuerySchema,
    responses: { 200: fileSchema, ...resourceErrors },
  },
} as const satisfies OperationTable;
