import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, shareBatchResultSchema, shareBatchSchema, shareIngestPath } from '@pool/contract';
import { ApiError } from '../../http/api-error.js';
import type { ShareIngestService } from './ingest-service.js';

/** A full batch of 10,000 shares is about 1 MB of JSON. */
const bodyLimit = 4 * 1024 * 1024;

/** The internal endpoints' check: `Authorization: Bearer <INGEST_TOKEN>`, compared in constant time. */
export function requireIngestToken(token: string): (request: FastifyRequest) => Promise<void> {
  const expected = Buffer.from(`Bearer ${token}`);
  return async (request) => {
    const given = Buffer.from(request.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new ApiError(401, 'unauthorized', 'A valid ingest token is required');
    }
  };
}

/**
 * POST /api/internal/v1/shares: batches of shares from a stratum server or share logger,
 * authenticated with `Authorization: Bearer <INGEST_TOKEN>`. Outside the backend prefix:
 * no cookies, no XSRF; machines only.
 */
export const shareIngestRoutes: FastifyPluginAsyncZod<{ service: ShareIngestService; token: string }> = async (
  app,
  { service, token },
) => {
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
    (request) => service.ingest(request.body),
  );
};
