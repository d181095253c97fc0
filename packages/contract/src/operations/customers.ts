import {
  accountLookupSchema,
  createCustomerBodySchema,
  createdCustomerSchema,
  lookupByAccountNameQuerySchema,
  minerTitleBodySchema,
  minerTitleSchema,
} from '../customers.js';
import { minerIdParamsSchema } from '../money.js';
import { accountIdParamsSchema } from '../monitoring.js';
import { resourceErrors, type OperationTable } from '../operation.js';

export const customersOperations = {
  'POST /operators/{id}/miners': {
    tags: ['operators'],
    summary:
      'Create a customer account owned by the operator (name: lowercase latin letters and digits), optionally inviting its owner by e-mail',
    params: accountIdParamsSchema,
    body: createCustomerBodySchema,
    responses: { 201: createdCustomerSchema, ...resourceErrors },
  },
  'POST /pools/{id}/miners': {
    tags: ['pools'],
    summary: 'Create a miner account directly in the pool (pool staff), optionally inviting its owner by e-mail',
    params: accountIdParamsSchema,
    body: createCustomerBodySchema,
    responses: { 201: createdCustomerSchema, ...resourceErrors },
  },
  'PUT /miners/{miner_id}/title': {
    tags: ['miners'],
    summary: "Set a miner account's title",
    params: minerIdParamsSchema,
    body: minerTitleBodySchema,
    responses: { 200: minerTitleSchema, ...resourceErrors },
  },
  'DELETE /miners/{miner_id}/title': {
    tags: ['miners'],
    summary: "Clear a miner account's title",
    params: minerIdParamsSchema,
    responses: { 200: minerTitleSchema, ...resourceErrors },
  },
  'GET /miners/lookup-by-account-name': {
    tags: ['miners'],
    summary: 'Find a miner account by its exact name (any case): its id and name only',
    query: lookupByAccountNameQuerySchema,
    responses: { 200: accountLookupSchema, ...resourceErrors },
  },
} as const satisfies OperationTable;
