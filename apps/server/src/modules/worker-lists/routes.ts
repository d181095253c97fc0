import type { OperationKey } from '@pool/contract';
import type { ContextRoutes } from '../../http/route-schemas.js';
import { route, type OperationHandler, type OperationOnEachAccount } from '../../http/route.js';
import { sendExportFile } from '../../http/table-export.js';
import type { Account } from '../accounts/index.js';
import { randomWorkerName } from './random-name.js';
import { pathScope } from './path-scope.js';
import type { WorkerScope } from './repository.js';
import type { MonitoringService } from './service.js';

const { pool, operator, miner, incoming, outgoing } = pathScope;

/** Whose workers a call reads, from its path. */
type ScopeOf = (request: { params: { id: string } }) => WorkerScope;

/** The workers calls of an account and of a miner account's transfers (`…/workers/boundary[/outgoing]`). */
type WorkersKey<Tail extends string> = Extract<
  OperationKey,
  `GET /${'pools' | 'operators' | 'miners'}/{id}/workers${'' | '/boundary' | '/boundary/outgoing'}${Tail}`
>;

function toAccountBody(account: Account) {
  if (account.kind === 'pool') return { id: account.id, name: account.name };
  return { id: account.id, name: account.name, title: account.title ?? '', pool_id: account.pool_id };
}

/**
 * Monitoring reads: the same sub-resources for pools, operators and miner accounts (a miner
 * account itself, GET /miners/{id} with its wallets, is the wallets module's), the boundary
 * (hashrate transfer) workers of a miner, the workers' and customers' exports. Each handler
 * is made once for every scope it serves; the routes are written out one a line, in the
 * order the OpenAPI document lists them.
 */
export const workerListsRoutes: ContextRoutes<{ service: MonitoringService }> = async (app, { service, context }) => {
  const account =
    (kind: 'pool' | 'operator'): OperationHandler<'GET /pools/{id}' | 'GET /operators/{id}'> =>
    async (request) =>
      toAccountBody(await service.account(await context(request), kind, request.params.id));
  const stats =
    (scopeOf: ScopeOf): OperationHandler<OperationOnEachAccount<'GET', '/stats'> | WorkersKey<'/stats'>> =>
    async (request) =>
      service.stats(await context(request), scopeOf(request));
  const workers =
    (scopeOf: ScopeOf): OperationHandler<WorkersKey<''>> =>
    async (request) =>
      service.workers(await context(request), scopeOf(request), request.query);
  const statuses =
    (scopeOf: ScopeOf): OperationHandler<WorkersKey<'/statuses'>> =>
    async (request) =>
      service.statuses(await context(request), scopeOf(request));
  const workersExport =
    (scopeOf: ScopeOf): OperationHandler<WorkersKey<'/export'>> =>
    async (request, reply) =>
      sendExportFile(reply, await service.workersExport(await context(request), scopeOf(request), request.query));
  const miners =
    (kind: 'pool' | 'operator'): OperationHandler<OperationOnEachAccount<'GET', '/miners'>> =>
    async (request) =>
      service.miners(await context(request), kind, request.params.id, request.query);
  const minersExport =
    (kind: 'pool' | 'operator'): OperationHandler<OperationOnEachAccount<'GET', '/miners/export'>> =>
    async (request, reply) =>
      sendExportFile(reply, await service.minersExport(await context(request), kind, request.params.id, request.query));

  route(app, 'GET /pools/{id}', account('pool'));
  route(app, 'GET /pools/{id}/stats', stats(pool));
  route(app, 'GET /pools/{id}/workers', workers(pool));
  route(app, 'GET /pools/{id}/workers/statuses', statuses(pool));
  route(app, 'GET /pools/{id}/workers/export', workersExport(pool));
  route(app, 'GET /pools/{id}/miners', miners('pool'));
  route(app, 'GET /pools/{id}/miners/export', minersExport('pool'));

  route(app, 'GET /operators/{id}', account('operator'));
  route(app, 'GET /operators/{id}/stats', stats(operator));
  route(app, 'GET /operators/{id}/workers', workers(operator));
  route(app, 'GET /operators/{id}/workers/statuses', statuses(operator));
  route(app, 'GET /operators/{id}/workers/export', workersExport(operator));
  route(app, 'GET /operators/{id}/miners', miners('operator'));
  route(app, 'GET /operators/{id}/miners/export', minersExport('operator'));

  route(app, 'GET /miners/{id}/stats', stats(miner));
  route(app, 'GET /miners/{id}/workers', workers(miner));
  route(app, 'GET /miners/{id}/workers/statuses', statuses(miner));
  route(app, 'GET /miners/{id}/workers/boundary/stats', stats(incoming));
  route(app, 'GET /miners/{id}/workers/boundary', workers(incoming));
  route(app, 'GET /miners/{id}/workers/boundary/statuses', statuses(incoming));
  route(app, 'GET /miners/{id}/workers/boundary/outgoing/stats', stats(outgoing));
  route(app, 'GET /miners/{id}/workers/boundary/outgoing', workers(outgoing));
  route(app, 'GET /miners/{id}/workers/boundary/outgoing/statuses', statuses(outgoing));
  route(app, 'GET /miners/{id}/workers/export', workersExport(miner));

  route(app, 'GET /miners/summary', async (request) => service.accountsSummary(await context(request)));
  route(app, 'GET /workers/random-name', () => ({ name: randomWorkerName() }));
};
