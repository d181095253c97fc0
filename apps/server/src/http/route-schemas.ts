import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ContextResolver } from '../auth/actor.js';

/** A module's routes: given its services, and how to find who is calling. */
export type ContextRoutes<Services> = FastifyPluginAsyncZod<Services & { context: ContextResolver }>;
