import type { FastifyRequest } from 'fastify';
import type { Counter } from 'prom-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, shareBatchResultSchema, shareBatchSchema, shareIngestPath } from '@pool/contract';
import { bearerMatches } from '@pool/stratum';
import { ApiError } from '../../http/api-error.js';
import type { ShareIngestService } from './service.js';

/** A full batch of 10,000 shares is about 1 MB of JSON. */
const bodyLimit = 4 * 1024 * 1024;

/** The internal endpoints' check: `Authorization: Bearer <INGEST_TOKEN>`, compared in constant time. */
export function requireIngestToken(token: string): (request: FastifyRequest) => Promise<void> {
  return async (request) => {
    if (!bearerMatches(request.headers.authorization, token)) {
      throw new ApiError(401, 'unauthorized', 'A valid ingest token is required');
    }
  };
}

/**
 * POST /api/internal/v1/shares: batches of shares from a stratum server or share logger,
 * authenticated with `Authorization: Bearer <INGEST_TOKEN>`. Outside the backend prefix:
 * no cookies, no XSRF; machines only.
 */
export const shareIngestRoutes: FastifyPluginAsyncZod<{
  service: ShareIngestService;
  token: string;
  /** pool_ingest_shares_total: each batch's shares once, by result. */
  counted: Counter<'result'>;
}> = async (app, { service, token, counted }) => {
  app.post(
    shareIngestPath,
    {
      bodyLimit,
      // Machines post here all the time: only failures are worth a log line.
      logLevel: 'warn',
      schema: {
        tags: ['internal'],
        summary: 'Count a batch of shares (idempotent per batch_id)',
        body: shareBatchSchema,
        response: { 200: shareBatchResultSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
      onRequest: requireIngestToken(token),
    },
    async (request) => {
      const result = await service.ingest(request.body);
      if (!result.duplicate) {
        for (const outcome of ['accepted', 'rejected', 'ignored'] as const)
          counted.inc({ result: outcome }, result[outcome]);
      }
      return result;
    },
  );
};
