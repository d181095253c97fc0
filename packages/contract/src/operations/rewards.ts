import {
  earningsOutlookSchema,
  externalRateSourcesResponseSchema,
  processingEarningsSchema,
  rewardRateSchema,
  rewardRatesResponseSchema,
  setRewardRateBodySchema,
} from '../money.js';
import { accountIdParamsSchema, paginationQuerySchema } from '../monitoring.js';
import { errorResponses, resourceErrors, type OperationTable } from '../operation.js';

export const rewardsOperations = {
  'GET /platform/rewards/rates': {
    tags: ['platform'],
    summary: 'Reward rates, newest first',
    query: paginationQuerySchema,
    responses: { 200: rewardRatesResponseSchema, ...resourceErrors },
  },
  'GET /platform/rewards/rates/external-sources': {
    tags: ['platform'],
    summary: 'Rates suggested by external sources (network hashprice)',
    responses: { 200: externalRateSourcesResponseSchema, ...resourceErrors },
  },
  'PUT /platform/rewards/rates/current': {
    tags: ['platform'],
    summary: "Set today's rate, or yesterday's until it is credited",
    body: setRewardRateBodySchema,
    responses: { 200: rewardRateSchema, ...errorResponses(400, 401, 403, 404, 409) },
  },
  'GET /pools/{id}/processing-earnings': {
    tags: ['pools'],
    summary: "Today's estimated earnings of the pool: its fee income; credited at 09:00 UTC tomorrow",
    params: accountIdParamsSchema,
    responses: { 200: processingEarningsSchema, ...resourceErrors },
  },
  'GET /operators/{id}/processing-earnings': {
    tags: ['operators'],
    summary:
      "Today's estimated earnings of the operator: its fee income from its customers; credited at 09:00 UTC tomorrow",
    params: accountIdParamsSchema,
    responses: { 200: processingEarningsSchema, ...resourceErrors },
  },
  'GET /miners/{id}/processing-earnings': {
    tags: ['miners'],
    summary: "Today's estimated earnings of the miner account: its net reward; credited at 09:00 UTC tomorrow",
    params: accountIdParamsSchema,
    responses: { 200: processingEarningsSchema, ...resourceErrors },
  },
  'GET /miners/{id}/earnings-outlook': {
    tags: ['miners'],
    summary:
      "Yesterday's reward, today's estimate so far and a day's estimate at the 24-hour hashrate, with today's rate and fees",
    params: accountIdParamsSchema,
    responses: { 200: earningsOutlookSchema, ...resourceErrors },
  },
} as const satisfies OperationTable;
