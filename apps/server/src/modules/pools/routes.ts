import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.js';
import type { PoolsService } from './service.js';

export const poolsRoutes: FastifyPluginAsyncZod<{ service: PoolsService }> = async (app, { service }) => {
  route(app, 'GET /pools/current', () => service.getCurrent());
};
