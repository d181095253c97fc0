import type { ContextRoutes } from '../../http/route-schemas.js';
import { route, type OperationHandler, type OperationOnEachAccount } from '../../http/route.js';
import { sendExportFile } from '../../http/table-export.js';
import type { AccountKind } from '../accounts/index.js';
import type { PaymentsService } from './service.js';

/**
 * Balances, earnings and payments of pools, operators and miner accounts: the same calls on
 * each kind of account; pools and operators also say what one miner earned them.
 */
export const paymentsRoutes: ContextRoutes<{ service: PaymentsService }> = async (app, { service, context }) => {
  const balance =
    (kind: AccountKind): OperationHandler<OperationOnEachAccount<'GET', '/balance'>> =>
    async (request) =>
      service.balance(await context(request), kind, request.params.id);
  const moneyVersion =
    (kind: AccountKind): OperationHandler<OperationOnEachAccount<'GET', '/money-version'>> =>
    async (request) =>
      service.moneyVersion(await context(request), kind, request.params.id);
  const earnedAllTime =
    (kind: AccountKind): OperationHandler<OperationOnEachAccount<'GET', '/earned-all-time'>> =>
    async (request) =>
      service.earnedAllTime(await context(request), kind, request.params.id);
  const payments =
    (kind: AccountKind): OperationHandler<OperationOnEachAccount<'GET', '/payments'>> =>
    async (request) =>
      service.payments(await context(request), kind, request.params.id, request.query);
  const dailyEarnings =
    (kind: AccountKind): OperationHandler<OperationOnEachAccount<'GET', '/daily-earnings'>> =>
    async (request) =>
      service.dailyEarnings(await context(request), kind, request.params.id, request.query);
  const paymentsExport =
    (kind: AccountKind): OperationHandler<OperationOnEachAccount<'GET', '/payments/export'>> =>
    async (request, reply) =>
      sendExportFile(reply, await service.export(await context(request), kind, request.params.id, request.query));
  const earnedFromMiner =
    (kind: 'pool' | 'operator'): OperationHandler<OperationOnEachAccount<'GET', '/earned-from-miner/{miner_id}'>> =>
    async (request) =>
      service.earnedFromMiner(await context(request), kind, request.params.id, request.params.miner_id);

  route(app, 'GET /pools/{id}/balance', balance('pool'));
  route(app, 'GET /pools/{id}/money-version', moneyVersion('pool'));
  route(app, 'GET /pools/{id}/earned-all-time', earnedAllTime('pool'));
  route(app, 'GET /pools/{id}/payments', payments('pool'));
  route(app, 'GET /pools/{id}/daily-earnings', dailyEarnings('pool'));
  route(app, 'GET /pools/{id}/payments/export', paymentsExport('pool'));
  route(app, 'GET /pools/{id}/earned-from-miner/{miner_id}', earnedFromMiner('pool'));

  route(app, 'GET /operators/{id}/balance', balance('operator'));
  route(app, 'GET /operators/{id}/money-version', moneyVersion('operator'));
  route(app, 'GET /operators/{id}/earned-all-time', earnedAllTime('operator'));
  route(app, 'GET /operators/{id}/payments', payments('operator'));
  route(app, 'GET /operators/{id}/daily-earnings', dailyEarnings('operator'));
  route(app, 'GET /operators/{id}/payments/export', paymentsExport('operator'));
  route(app, 'GET /operators/{id}/earned-from-miner/{miner_id}', earnedFromMiner('operator'));

  route(app, 'GET /miners/{id}/balance', balance('miner'));
  route(app, 'GET /miners/{id}/money-version', moneyVersion('miner'));
  route(app, 'GET /miners/{id}/earned-all-time', earnedAllTime('miner'));
  route(app, 'GET /miners/{id}/payments', payments('miner'));
  route(app, 'GET /miners/{id}/daily-earnings', dailyEarnings('miner'));
  route(app, 'GET /miners/{id}/payments/export', paymentsExport('miner'));
};
