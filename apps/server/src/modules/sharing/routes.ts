import {
  accountIdParamsSchema,
  profitSharingDonorParamsSchema,
  profitSharingCodeBodySchema,
  profitSharingPairParamsSchema,
  profitSharingsResponseSchema,
  putProfitSharingBodySchema,
  referralsQuerySchema,
  referralsResponseSchema,
  referrerCodesResponseSchema,
  walletChangeCodeSentSchema,
} from '@pool/contract';
import { errorResponses, resourceErrors, type ContextRoutes } from '../../http/route-schemas.js';
import type { ReferralsService } from './referrals-service.js';
import type { SplitsService } from './splits-service.js';

const changeErrors = { ...resourceErrors, ...errorResponses(409) };

/** Profit splits (GET/PUT/DELETE /miners/{donor}/profit-sharings…) and referrals (/miners/{id}/referrer-codes, /referrals). */
export const sharingRoutes: ContextRoutes<{ splits: SplitsService; referrals: ReferralsService }> = async (
  app,
  { splits, referrals, context },
) => {
  app.get(
    '/miners/:donor/profit-sharings',
    {
      schema: {
        tags: ['miners'],
        summary: "The donor's profit splits: every item (scheduled, current, past) with the totals today and tomorrow",
        params: profitSharingDonorParamsSchema,
        response: { 200: profitSharingsResponseSchema, ...resourceErrors },
      },
    },
    async (request) => splits.list(await context(request), request.params.donor),
  );
  app.get(
    '/miners/:donor/profit-sharings/:recipient',
    {
      schema: {
        tags: ['miners'],
        summary: "The donor's split to one recipient: its items, with the donor's totals",
        params: profitSharingPairParamsSchema,
        response: { 200: profitSharingsResponseSchema, ...resourceErrors },
      },
    },
    async (request) => splits.list(await context(request), request.params.donor, request.params.recipient),
  );
  app.put(
    '/miners/:donor/profit-sharings/:recipient',
    {
      schema: {
        tags: ['miners'],
        summary:
          "Give the recipient this percent of the donor's daily reward after fees, from 00:00 UTC tomorrow (all splits of a donor: at most 100 %)",
        params: profitSharingPairParamsSchema,
        body: putProfitSharingBodySchema,
        response: { 200: profitSharingsResponseSchema, ...changeErrors },
      },
    },
    async (request) =>
      splits.set(
        await context(request),
        request.params.donor,
        request.params.recipient,
        request.body.percent,
        request.body.code,
      ),
  );
  app.post(
    '/miners/:donor/profit-sharings/:recipient/confirmation-codes',
    {
      schema: {
        tags: ['miners'],
        summary:
          'E-mail the signed-in user a six-digit code that confirms this new or raised split (users without a second factor); at most 5 an hour',
        params: profitSharingPairParamsSchema,
        body: profitSharingCodeBodySchema,
        response: { 201: walletChangeCodeSentSchema, ...changeErrors, ...errorResponses(429) },
      },
    },
    async (request, reply) => {
      const sent = await splits.sendCode(
        await context(request),
        request.params.donor,
        request.params.recipient,
        request.body.percent,
      );
      return reply.code(201).send(sent);
    },
  );
  app.delete(
    '/miners/:donor/profit-sharings/:recipient',
    {
      schema: {
        tags: ['miners'],
        summary: 'Stop the split to the recipient from 00:00 UTC tomorrow',
        params: profitSharingPairParamsSchema,
        response: { 200: profitSharingsResponseSchema, ...changeErrors },
      },
    },
    async (request) => splits.stop(await context(request), request.params.donor, request.params.recipient),
  );

  app.get(
    '/miners/:id/referrer-codes',
    {
      schema: {
        tags: ['miners'],
        summary: "The account's referral code (made on first read) and the registration link that carries it",
        params: accountIdParamsSchema,
        response: { 200: referrerCodesResponseSchema, ...resourceErrors },
      },
    },
    async (request) => referrals.codes(await context(request), request.params.id),
  );
  app.get(
    '/miners/:id/referrals',
    {
      schema: {
        tags: ['miners'],
        summary: 'The accounts it referred, newest first: 24h hashrate and the referral income from each, with totals',
        params: accountIdParamsSchema,
        querystring: referralsQuerySchema,
        response: { 200: referralsResponseSchema, ...resourceErrors },
      },
    },
    async (request) => referrals.referrals(await context(request), request.params.id, request.query),
  );
};
