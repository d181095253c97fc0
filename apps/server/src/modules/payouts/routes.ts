import {
  accountIdParamsSchema,
  blockchainPayoutRequestSchema,
  blockchainPayoutRequestsQuerySchema,
  blockchainPayoutRequestsResponseSchema,
  nextPayoutSchema,
  nextRunPreviewSchema,
  paginationQuerySchema,
  payoutRequestPaymentsResponseSchema,
  payoutWalletSchema,
  payoutRequestParamsSchema,
  payoutScheduleItemSchema,
  payoutScheduleResponseSchema,
  updatePayoutScheduleBodySchema,
} from '@pool/contract';
import { type ContextRoutes, errorResponses, resourceErrors } from '../../http/route-schemas.js';
import type { PayoutDeskService } from './desk-service.js';
import type { NextPayoutService } from './next-payout-service.js';
import type { PayoutsService } from './service.js';

const errors = errorResponses(400, 401, 403);
const scheduleErrors = errorResponses(400, 401, 403, 409);
const stateErrors = errorResponses(400, 401, 403, 404, 409);
/** Calls that ask the chain answer 502 when it refuses or does not answer. */
const chainErrors = errorResponses(400, 401, 403, 404, 409, 502);

/** The platform's payout desk of product §7: schedule and blockchain payout requests; a miner account's next payout. */
export const payoutsRoutes: ContextRoutes<{
  service: PayoutsService;
  nextPayout: NextPayoutService;
  desk: PayoutDeskService;
}> = async (app, { service, nextPayout, desk, context }) => {
  const tags = ['platform'];

  app.get(
    '/miners/:id/next-payout',
    {
      schema: {
        tags: ['miners'],
        summary:
          "What the next 14:00 UTC payout run would pay the account's wallet at today's balance, or why it would not",
        params: accountIdParamsSchema,
        response: { 200: nextPayoutSchema, ...resourceErrors },
      },
    },
    async (request) => nextPayout.nextPayout(await context(request), request.params.id),
  );

  app.get(
    '/platform/payouts/schedule',
    {
      schema: {
        tags,
        summary: 'Payout schedule, newest first, with the current (next) item',
        querystring: paginationQuerySchema,
        response: { 200: payoutScheduleResponseSchema, ...errors },
      },
    },
    async (request) => service.schedule(await context(request), request.query),
  );

  app.put(
    '/platform/payouts/schedule/current',
    {
      schema: {
        tags,
        summary: 'Set the fee level and/or fee per vbyte of the next payout',
        body: updatePayoutScheduleBodySchema,
        response: { 200: payoutScheduleItemSchema, ...scheduleErrors },
      },
    },
    async (request) => service.updateCurrent(await context(request), request.body),
  );

  app.delete(
    '/platform/payouts/schedule/current/fee-per-vbyte',
    {
      schema: {
        tags,
        summary: 'Drop the fee per vbyte of the next payout: its fee level applies again',
        response: { 200: payoutScheduleItemSchema, ...scheduleErrors },
      },
    },
    async (request) => service.updateCurrent(await context(request), { fee_per_vbyte: null }),
  );

  app.get(
    '/platform/payouts/blockchain-requests',
    {
      schema: {
        tags,
        summary: 'Blockchain payout requests, newest first, optionally of one status',
        querystring: blockchainPayoutRequestsQuerySchema,
        response: { 200: blockchainPayoutRequestsResponseSchema, ...errors },
      },
    },
    async (request) => service.requests(await context(request), request.query),
  );

  app.post(
    '/platform/payouts/blockchain-requests/:request_id/resend',
    {
      schema: {
        tags,
        summary: 'Send a failed (or never sent) request again; 409 once it is sent, completed or canceled',
        params: payoutRequestParamsSchema,
        response: { 200: blockchainPayoutRequestSchema, ...stateErrors },
      },
    },
    async (request) => service.resend(await context(request), request.params.request_id),
  );

  app.post(
    '/platform/payouts/blockchain-requests/:request_id/reverse',
    {
      schema: {
        tags,
        summary: 'Cancel a request nothing was sent for and return its payouts to the wallets',
        params: payoutRequestParamsSchema,
        response: { 200: blockchainPayoutRequestSchema, ...chainErrors },
      },
    },
    async (request) => service.reverse(await context(request), request.params.request_id),
  );

  app.get(
    '/platform/payouts/blockchain-requests/:request_id/payments',
    {
      schema: {
        tags,
        summary: 'Who a payout request paid what, to which address, in which chain transaction',
        params: payoutRequestParamsSchema,
        querystring: paginationQuerySchema,
        response: { 200: payoutRequestPaymentsResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => desk.requestPayments(await context(request), request.params.request_id, request.query),
  );

  app.get(
    '/platform/payouts/wallet',
    {
      schema: {
        tags,
        summary: "The hot wallet's balance against what is owed, and whether the last run paid nothing that was due",
        response: { 200: payoutWalletSchema, ...errors },
      },
    },
    async (request) => desk.wallet(await context(request)),
  );

  app.get(
    '/platform/payouts/next-run',
    {
      schema: {
        tags,
        summary:
          "What the next 14:00 UTC run would pay at today's balances, by the run's own rules, and what stands in its way",
        response: { 200: nextRunPreviewSchema, ...errors },
      },
    },
    async (request) => desk.nextRun(await context(request)),
  );
};
