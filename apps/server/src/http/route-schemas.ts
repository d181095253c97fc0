import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@pool/contract';
import type { ContextResolver } from '../auth/actor.js';

/** The error answers a route may give, each with the error body: `errorResponses(401, 403)`. */
export function errorResponses<const Code extends number>(...codes: Code[]): Record<Code, typeof errorResponseSchema> {
  return Object.fromEntries(codes.map((code) => [code, errorResponseSchema])) as Record<
    Code,
    typeof errorResponseSchema
  >;
}

/** The errors of a call about one resource: bad input, no session, not allowed, not found. */
export const resourceErrors = errorResponses(400, 401, 403, 404);

/** A module's routes: given its services, and how to find who is calling. */
export type ContextRoutes<Services> = FastifyPluginAsyncZod<Services & { context: ContextResolver }>;

/** A download's body (CSV text, XLSX or PDF bytes); its type is in the response's headers. */
export const fileSchema = z.custom<string | Buffer>().describe('The file: CSV text, or XLSX or PDF bytes');
