import type { AccessAccountKind } from '@pool/contract';
import type { ContextRoutes } from '../../http/route-schemas.js';
import { route, type OperationHandler, type OperationOnEachAccount } from '../../http/route.js';
import type { AccessService } from './service.js';

/** `GET/POST/PUT/DELETE /pools|operators|miners/{id}/access`: one shape for the three kinds of account. */
export const accessRoutes: ContextRoutes<{ service: AccessService }> = async (app, { service, context }) => {
  const list =
    (kind: AccessAccountKind): OperationHandler<OperationOnEachAccount<'GET', '/access'>> =>
    async (request) =>
      service.list(await context(request), kind, request.params.id, request.query);
  const invite =
    (kind: AccessAccountKind): OperationHandler<OperationOnEachAccount<'POST', '/access'>> =>
    async (request, reply) => {
      const origin = `${request.protocol}://${request.host}`;
      const invitation = await service.invite(await context(request), kind, request.params.id, request.body, origin);
      return reply.status(201).send(invitation);
    };
  const change =
    (kind: AccessAccountKind): OperationHandler<OperationOnEachAccount<'PUT', '/access'>> =>
    async (request, reply) => {
      await service.change(await context(request), kind, request.params.id, request.body);
      return reply.status(204).send(null);
    };
  const revoke =
    (kind: AccessAccountKind): OperationHandler<OperationOnEachAccount<'DELETE', '/access'>> =>
    async (request, reply) => {
      await service.revoke(await context(request), kind, request.params.id, request.query);
      return reply.status(204).send(null);
    };

  route(app, 'GET /pools/{id}/access', list('pool'));
  route(app, 'POST /pools/{id}/access', invite('pool'));
  route(app, 'PUT /pools/{id}/access', change('pool'));
  route(app, 'DELETE /pools/{id}/access', revoke('pool'));
  route(app, 'GET /operators/{id}/access', list('operator'));
  route(app, 'POST /operators/{id}/access', invite('operator'));
  route(app, 'PUT /operators/{id}/access', change('operator'));
  route(app, 'DELETE /operators/{id}/access', revoke('operator'));
  route(app, 'GET /miners/{id}/access', list('miner'));
  route(app, 'POST /miners/{id}/access', invite('miner'));
  route(app, 'PUT /miners/{id}/access', change('miner'));
  route(app, 'DELETE /miners/{id}/access', revoke('miner'));
};
