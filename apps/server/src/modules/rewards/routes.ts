import {
  accountIdParamsSchema,
  earningsOutlookSchema,
  errorResponseSchema,
  externalRateSourcesResponseSchema,
  paginationQuerySchema,
  processingEarningsSchema,
  rewardRateSchema,
  rewardRatesResponseSchema,
  setRewardRateBodySchema,
} from '@pool/contract';
import { type ContextRoutes, resourceErrors } from '../../http/route-schemas.js';
import type { EarningsService } from './earnings-service.js';
import type { RatesService } from './rates-service.js';

const accountKinds = [
  { path: 'pools', kind: 'pool', earner: 'the pool: its fee income' },
  { path: 'operators', kind: 'operator', earner: 'the operator: its fee income from its customers' },
  { path: 'miners', kind: 'miner', earner: 'the miner account: its net reward' },
] as const;

/** Platform reward rates (product §7 "Platform") and today's estimated earnings of every account kind. */
export const rewardsRoutes: ContextRoutes<{ rates: RatesService; earnings: EarningsService }> = async (
  app,
  { rates, earnings, context },
) => {
  const tags = ['platform'];
  app.get(
    '/platform/rewards/rates',
    {
      schema: {
        tags,
        summary: 'Reward rates, newest first',
        querystring: paginationQuerySchema,
        response: { 200: rewardRatesResponseSchema, ...resourceErrors },
      },
    },
    async (request) => rates.list(await context(request), request.query),
  );
  app.get(
    '/platform/rewards/rates/external-sources',
    {
      schema: {
        tags,
        summary: 'Rates suggested by external sources (network hashprice)',
        response: { 200: externalRateSourcesResponseSchema, ...resourceErrors },
      },
    },
    async (request) => rates.externalSources(await context(request)),
  );
  app.put(
    '/platform/rewards/rates/current',
    {
      schema: {
        tags,
        summary: "Set today's rate, or yesterday's until it is credited",
        body: setRewardRateBodySchema,
        response: { 200: rewardRateSchema, 409: errorResponseSchema, ...resourceErrors },
      },
    },
    async (request) => rates.setCurrent(await context(request), request.body),
  );

  for (const { path, kind, earner } of accountKinds) {
    app.get(
      `/${path}/:id/processing-earnings`,
      {
        schema: {
          tags: [path],
          summary: `Today's estimated earnings of ${earner}; credited at 09:00 UTC tomorrow`,
          params: accountIdParamsSchema,
          response: { 200: processingEarningsSchema, ...resourceErrors },
        },
      },
      async (request) => earnings.processing(await context(request), kind, request.params.id),
    );
  }

  app.get(
    '/miners/:id/earnings-outlook',
    {
      schema: {
        tags: ['miners'],
        summary:
          "Yesterday's reward, today's estimate so far and a day's estimate at the 24-hour hashrate, with today's rate and fees",
        params: accountIdParamsSchema,
        response: { 200: earningsOutlookSchema, ...resourceErrors },
      },
    },
    async (request) => earnings.outlook(await context(request), request.params.id),
  );
};
