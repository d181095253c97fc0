import { z } from 'zod';
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
} from '@pool/contract';
import { type ContextRoutes, errorResponses } from '../../http/route-schemas.js';
import type { PromoCodesService } from './service.js';

const errors = errorResponses(400, 401, 403, 404, 409);

/**
 * GET/POST /platform/promocodes, GET/PUT /platform/promocodes/{id},
 * GET /platform/promocodes/generate, POST /promocodes/apply, GET /miners/{miner_id}/promocode.
 */
export const promoCodesRoutes: ContextRoutes<{ service: PromoCodesService }> = async (app, { service, context }) => {
  app.get(
    '/platform/promocodes',
    {
      schema: {
        tags: ['platform'],
        summary: 'Promo codes, newest first, by status and search, with how often each was applied',
        querystring: promoCodesQuerySchema,
        response: { 200: promoCodesResponseSchema, ...errors },
      },
    },
    async (request) => service.list(await context(request), request.query),
  );

  app.get(
    '/platform/promocodes/generate',
    {
      schema: {
        tags: ['platform'],
        summary: 'A fresh readable code no promo code has',
        response: { 200: generatedPromoCodeSchema, ...errors },
      },
    },
    async (request) => service.generate(await context(request)),
  );

  app.post(
    '/platform/promocodes',
    {
      schema: {
        tags: ['platform'],
        summary: 'Create a promo code',
        body: promoCodeBodySchema,
        response: { 201: promoCodeSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(await context(request), request.body)),
  );

  app.get(
    '/platform/promocodes/:id',
    {
      schema: {
        tags: ['platform'],
        summary: 'One promo code',
        params: promoCodeParamsSchema,
        response: { 200: promoCodeSchema, ...errors },
      },
    },
    async (request) => service.get(await context(request), request.params.id),
  );

  app.put(
    '/platform/promocodes/:id',
    {
      schema: {
        tags: ['platform'],
        summary: 'Edit a promo code (an applied code keeps its code, fee type and value)',
        params: promoCodeParamsSchema,
        body: promoCodeBodySchema,
        response: { 200: promoCodeSchema, ...errors },
      },
    },
    async (request) => service.update(await context(request), request.params.id, request.body),
  );

  app.post(
    '/promocodes/apply',
    {
      schema: {
        tags: ['miners'],
        summary: 'Apply a promo code to a miner account from today (the newest code applied is the one in force)',
        body: applyPromoCodeBodySchema,
        response: { 200: promoInForceSchema, ...errors },
      },
    },
    async (request) => service.apply(await context(request), request.body),
  );

  app.get(
    '/miners/:miner_id/promocode',
    {
      schema: {
        tags: ['miners'],
        summary: 'The promo code in force on a miner account today, and until when',
        params: z.object({ miner_id: z.uuid() }),
        response: { 200: minerPromoCodeSchema, ...errors },
      },
    },
    async (request) => service.inForce(await context(request), request.params.miner_id),
  );
};
