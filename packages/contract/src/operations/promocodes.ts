import { minerIdParamsSchema } from '../money.js';
import {
  applyPromoCodeBodySchema,
  generatedPromoCodeSchema,
  minerPromoCodeSchema,
  promoCodeBodySchema,
  promoCodeParamsSchema,
  promoCodeSchema,
  promoCodesQuerySchema,
  promoCodesResponseSchema,
  promoInForceSchema,
} from '../promocodes.js';
import { errorResponses, type OperationTable } from '../operation.js';

export const promocodesOperations = {
  'GET /platform/promocodes': {
    tags: ['platform'],
    summary: 'Promo codes, newest first, by status and search, with how often each was applied',
    query: promoCodesQuerySchema,
    responses: { 200: promoCodesResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
  },
  'GET /platform/promocodes/generate': {
    tags: ['platform'],
    summary: 'A fresh readable code no promo code has',
    responses: { 200: generatedPromoCodeSchema, ...errorResponses(400, 401, 403, 404, 409) },
  },
  'POST /platform/promocodes': {
    tags: ['platform'],
    summary: 'Create a promo code',
    body: promoCodeBodySchema,
    responses: { 201: promoCodeSchema, ...errorResponses(400, 401, 403, 404, 409) },
  },
  'GET /platform/promocodes/{id}': {
    tags: ['platform'],
    summary: 'One promo code',
    params: promoCodeParamsSchema,
    responses: { 200: promoCodeSchema, ...errorResponses(400, 401, 403, 404, 409) },
  },
  'PUT /platform/promocodes/{id}': {
    tags: ['platform'],
    summary: 'Edit a promo code (an applied code keeps its code, fee type and value)',
    params: promoCodeParamsSchema,
    body: promoCodeBodySchema,
    responses: { 200: promoCodeSchema, ...errorResponses(400, 401, 403, 404, 409) },
  },
  'POST /promocodes/apply': {
    tags: ['miners'],
    summary: 'Apply a promo code to a miner account from today (the newest code applied is the one in force)',
    body: applyPromoCodeBodySchema,
    responses: { 200: promoInForceSchema, ...errorResponses(400, 401, 403, 404, 409) },
  },
  'GET /miners/{miner_id}/promocode': {
    tags: ['miners'],
    summary: 'The promo code in force on a miner account today, and until when',
    params: minerIdParamsSchema,
    responses: { 200: minerPromoCodeSchema, ...errorResponses(400, 401, 403, 404, 409) },
  },
} as const satisfies OperationTable;
