import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.js';
import type { OperatorsService } from './service.js';

export const operatorsRoutes: FastifyPluginAsyncZod<{ service: OperatorsService }> = async (app, { service }) => {
  route(app, 'GET /operators/lookup-by-title/{operator_title}', (request) =>
    service.lookupByTitle(request.params.operator_title),
  );
};
