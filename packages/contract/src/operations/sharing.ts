import { walletChangeCodeSentSchema } from '../money.js';
import { accountIdParamsSchema } from '../monitoring.js';
import {
  profitSharingCodeBodySchema,
  profitSharingDonorParamsSchema,
  profitSharingPairParamsSchema,
  profitSharingsResponseSchema,
  putProfitSharingBodySchema,
  referralsQuerySchema,
  referralsResponseSchema,
  referrerCodesResponseSchema,
} from '../sharing.js';
import { errorResponses, resourceErrors, type OperationTable } from '../operation.js';

export const sharingOperations = {
  'GET /miners/{donor}/profit-sharings': {
    tags: ['miners'],
    summary: "The donor's profit splits: every item (scheduled, current, past) with the totals today and tomorrow",
    params: profitSharingDonorParamsSchema,
    responses: { 200: profitSharingsResponseSchema, ...resourceErrors },
  },
  'GET /miners/{donor}/profit-sharings/{recipient}': {
    tags: ['miners'],
    summary: "The donor's split to one recipient: its items, with the donor's totals",
    params: profitSharingPairParamsSchema,
    responses: { 200: profitSharingsResponseSchema, ...resourceErrors },
  },
  'PUT /miners/{donor}/profit-sharings/{recipient}': {
    tags: ['miners'],
    summary:
      "Give the recipient this percent of the donor's daily reward after fees, from 00:00 UTC tomorrow (all splits of a donor: at most 100 %)",
    params: profitSharingPairParamsSchema,
    body: putProfitSharingBodySchema,
    responses: { 200: profitSharingsResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
  },
  'POST /miners/{donor}/profit-sharings/{recipient}/confirmation-codes': {
    tags: ['miners'],
    summary:
      'E-mail the signed-in user a six-digit code that confirms this new or raised split (users without a second factor); at most 5 an hour',
    params: profitSharingPairParamsSchema,
    body: profitSharingCodeBodySchema,
    responses: { 201: walletChangeCodeSentSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
  },
  'DELETE /miners/{donor}/profit-sharings/{recipient}': {
    tags: ['miners'],
    summary: 'Stop the split to the recipient from 00:00 UTC tomorrow',
    params: profitSharingPairParamsSchema,
    responses: { 200: profitSharingsResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
  },
  'GET /miners/{id}/referrer-codes': {
    tags: ['miners'],
    summary: "The account's referral code (made on first read) and the registration link that carries it",
    params: accountIdParamsSchema,
    responses: { 200: referrerCodesResponseSchema, ...resourceErrors },
  },
  'GET /miners/{id}/referrals': {
    tags: ['miners'],
    summary: 'The accounts it referred, newest first: 24h hashrate and the referral income from each, with totals',
    params: accountIdParamsSchema,
    query: referralsQuerySchema,
    responses: { 200: referralsResponseSchema, ...resourceErrors },
  },
} as const satisfies OperationTable;
