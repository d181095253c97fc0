import {
  createFeeBodySchema,
  customerFeeSchema,
  earnedFromMinerParamsSchema,
  feeSchema,
  feesResponseSchema,
  minerIdParamsSchema,
} from '../money.js';
import { accountIdParamsSchema } from '../monitoring.js';
import { resourceErrors, type OperationTable } from '../operation.js';

export const feesOperations = {
  'GET /miners/{miner_id}/fees': {
    tags: ['miners'],
    summary: "Schedule of the pool's fee of a miner account, newest first",
    params: minerIdParamsSchema,
    responses: { 200: feesResponseSchema, ...resourceErrors },
  },
  'GET /miners/{miner_id}/fees/current': {
    tags: ['miners'],
    summary: "The item of the pool's fee of a miner account in force today",
    params: minerIdParamsSchema,
    responses: { 200: feeSchema, ...resourceErrors },
  },
  'POST /miners/{miner_id}/fees': {
    tags: ['miners'],
    summary: "Set the pool's fee of a miner account from 00:00 UTC tomorrow",
    params: minerIdParamsSchema,
    body: createFeeBodySchema,
    responses: { 201: feeSchema, ...resourceErrors },
  },
  'GET /operators/{id}/miners/{miner_id}/fees': {
    tags: ['operators'],
    summary: "Schedule of the operator's fee on its customer, newest first",
    params: earnedFromMinerParamsSchema,
    responses: { 200: feesResponseSchema, ...resourceErrors },
  },
  'GET /operators/{id}/miners/{miner_id}/fees/current': {
    tags: ['operators'],
    summary: "The item of the operator's fee on its customer in force today",
    params: earnedFromMinerParamsSchema,
    responses: { 200: feeSchema, ...resourceErrors },
  },
  'POST /operators/{id}/miners/{miner_id}/fees': {
    tags: ['operators'],
    summary: "Set the operator's fee on its customer from 00:00 UTC tomorrow",
    params: earnedFromMinerParamsSchema,
    body: createFeeBodySchema,
    responses: { 201: feeSchema, ...resourceErrors },
  },
  'GET /operators/{id}/customer-fee': {
    tags: ['operators'],
    summary: "The operator's fee for new customers (its hub's sign-ups and those created without one)",
    params: accountIdParamsSchema,
    responses: { 200: customerFeeSchema, ...resourceErrors },
  },
  'PUT /operators/{id}/customer-fee': {
    tags: ['operators'],
    summary: "Set the operator's fee for the customers made from now on",
    params: accountIdParamsSchema,
    body: customerFeeSchema,
    responses: { 200: customerFeeSchema, ...resourceErrors },
  },
} as const satisfies OperationTable;
