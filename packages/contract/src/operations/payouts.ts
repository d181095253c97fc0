import {
  blockchainPayoutRequestSchema,
  blockchainPayoutRequestsQuerySchema,
  blockchainPayoutRequestsResponseSchema,
  nextPayoutSchema,
  nextRunPreviewSchema,
  payoutRequestParamsSchema,
  payoutRequestPaymentsResponseSchema,
  payoutScheduleItemSchema,
  payoutScheduleResponseSchema,
  payoutWalletSchema,
  updatePayoutScheduleBodySchema,
} from '../money.js';
import { accountIdParamsSchema, paginationQuerySchema } from '../monitoring.js';
import { errorResponses, resourceErrors, type OperationTable } from '../operation.js';

export const payoutsOperations = {
  'GET /miners/{id}/next-payout': {
    tags: ['miners'],
    summary:
      "What the next 14:00 UTC payout run would pay the account's wallet at today's balance, or why it would not",
    params: accountIdParamsSchema,
    responses: { 200: nextPayoutSchema, ...resourceErrors },
  },
  'GET /platform/payouts/schedule': {
    tags: ['platform'],
    summary: 'Payout schedule, newest first, with the current (next) item',
    query: paginationQuerySchema,
    responses: { 200: payoutScheduleResponseSchema, ...errorResponses(400, 401, 403) },
  },
  'PUT /platform/payouts/schedule/current': {
    tags: ['platform'],
    summary: 'Set the fee level and/or fee per vbyte of the next payout',
    body: updatePayoutScheduleBodySchema,
    responses: { 200: payoutScheduleItemSchema, ...errorResponses(400, 401, 403, 409) },
  },
  'DELETE /platform/payouts/schedule/current/fee-per-vbyte': {
    tags: ['platform'],
    summary: 'Drop the fee per vbyte of the next payout: its fee level applies again',
    responses: { 200: payoutScheduleItemSchema, ...errorResponses(400, 401, 403, 409) },
  },
  'GET /platform/payouts/blockchain-requests': {
    tags: ['platform'],
    summary: 'Blockchain payout requests, newest first, optionally of one status',
    query: blockchainPayoutRequestsQuerySchema,
    responses: { 200: blockchainPayoutRequestsResponseSchema, ...errorResponses(400, 401, 403) },
  },
  'POST /platform/payouts/blockchain-requests/{request_id}/resend': {
    tags: ['platform'],
    summary: 'Send a failed (or never sent) request again; 409 once it is sent, completed or canceled',
    params: payoutRequestParamsSchema,
    responses: { 200: blockchainPayoutRequestSchema, ...errorResponses(400, 401, 403, 404, 409) },
  },
  'POST /platform/payouts/blockchain-requests/{request_id}/reverse': {
    tags: ['platform'],
    summary: 'Cancel a request nothing was sent for and return its payouts to the wallets',
    params: payoutRequestParamsSchema,
    responses: { 200: blockchainPayoutRequestSchema, ...errorResponses(400, 401, 403, 404, 409, 502) },
  },
  'GET /platform/payouts/blockchain-requests/{request_id}/payments': {
    tags: ['platform'],
    summary: 'Who a payout request paid what, to which address, in which chain transaction',
    params: payoutRequestParamsSchema,
    query: paginationQuerySchema,
    responses: { 200: payoutRequestPaymentsResponseSchema, ...errorResponses(400, 401, 403, 404) },
  },
  'GET /platform/payouts/wallet': {
    tags: ['platform'],
    summary: "The hot wallet's balance against what is owed, and whether the last run paid nothing that was due",
    responses: { 200: payoutWalletSchema, ...errorResponses(400, 401, 403) },
  },
  'GET /platform/payouts/next-run': {
    tags: ['platform'],
    summary:
      "What the next 14:00 UTC run would pay at today's balances, by the run's own rules, and what stands in its way",
    responses: { 200: nextRunPreviewSchema, ...errorResponses(400, 401, 403) },
  },
} as const satisfies OperationTable;
