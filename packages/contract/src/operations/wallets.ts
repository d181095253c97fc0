import {
  createWalletAddressBodySchema,
  createWalletChangeCodeBodySchema,
  createWalletLimitBodySchema,
  minerDetailSchema,
  walletAddressesResponseSchema,
  walletChangeCodeSentSchema,
  walletIdParamsSchema,
  walletLimitsResponseSchema,
  walletSchema,
} from '../money.js';
import { accountIdParamsSchema, paginationQuerySchema } from '../monitoring.js';
import { resourceErrors, type OperationTable } from '../operation.js';

export const walletsOperations = {
  'GET /miners/{id}': {
    tags: ['miners'],
    summary: 'One miner account, with its wallet when the caller may see its payments',
    params: accountIdParamsSchema,
    responses: { 200: minerDetailSchema, ...resourceErrors },
  },
  'GET /wallets/{wallet_id}/addresses': {
    tags: ['wallets'],
    summary: 'Payout addresses, newest (current) first',
    params: walletIdParamsSchema,
    query: paginationQuerySchema,
    responses: { 200: walletAddressesResponseSchema, ...resourceErrors },
  },
  'POST /wallets/{wallet_id}/addresses': {
    tags: ['wallets'],
    summary:
      'Set the payout address (a change pauses payouts for 24 h; needs a fresh second factor, or without one the code e-mailed for the change)',
    params: walletIdParamsSchema,
    body: createWalletAddressBodySchema,
    responses: { 200: walletSchema, 201: walletSchema, ...resourceErrors },
  },
  'POST /wallets/{wallet_id}/confirmation-codes': {
    tags: ['wallets'],
    summary:
      'E-mail the user a code that confirms one change of the address or a limit (for users without a second factor; a new code replaces the open one)',
    params: walletIdParamsSchema,
    body: createWalletChangeCodeBodySchema,
    responses: { 201: walletChangeCodeSentSchema, ...resourceErrors },
  },
  'GET /wallets/{wallet_id}/min-payments': {
    tags: ['wallets'],
    summary: 'History of the minimum payout, newest (current) first',
    params: walletIdParamsSchema,
    query: paginationQuerySchema,
    responses: { 200: walletLimitsResponseSchema, ...resourceErrors },
  },
  'POST /wallets/{wallet_id}/min-payments': {
    tags: ['wallets'],
    summary: 'Set the minimum payout (needs a fresh second factor, or without one the code e-mailed for the change)',
    params: walletIdParamsSchema,
    body: createWalletLimitBodySchema,
    responses: { 201: walletSchema, ...resourceErrors },
  },
  'GET /wallets/{wallet_id}/max-payments': {
    tags: ['wallets'],
    summary: 'History of the maximum payout (0: no limit), newest (current) first',
    params: walletIdParamsSchema,
    query: paginationQuerySchema,
    responses: { 200: walletLimitsResponseSchema, ...resourceErrors },
  },
  'POST /wallets/{wallet_id}/max-payments': {
    tags: ['wallets'],
    summary:
      'Set the maximum payout (0: no limit) (needs a fresh second factor, or without one the code e-mailed for the change)',
    params: walletIdParamsSchema,
    body: createWalletLimitBodySchema,
    responses: { 201: walletSchema, ...resourceErrors },
  },
} as const satisfies OperationTable;
