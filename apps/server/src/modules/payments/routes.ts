import type { ContextRoutes } from '../../http/route-schemas.js';
import { route } from '../../http/route.js';
import { sendExportFile } from '../../http/table-export.js';
import type { PaymentsService } from './service.js';

/** The same money calls on each kind of account; pools and operators also say what one miner earned them. */
const accountKinds = [
  {
    kind: 'pool',
    balance: 'GET /pools/{id}/balance',
    moneyVersion: 'GET /pools/{id}/money-version',
    earnedAllTime: 'GET /pools/{id}/earned-all-time',
    payments: 'GET /pools/{id}/payments',
    dailyEarnings: 'GET /pools/{id}/daily-earnings',
    paymentsExport: 'GET /pools/{id}/payments/export',
  },
  {
    kind: 'operator',
    balance: 'GET /operators/{id}/balance',
    moneyVersion: 'GET /operators/{id}/money-version',
    earnedAllTime: 'GET /operators/{id}/earned-all-time',
    payments: 'GET /operators/{id}/payments',
    dailyEarnings: 'GET /operators/{id}/daily-earnings',
    paymentsExport: 'GET /operators/{id}/payments/export',
  },
  {
    kind: 'miner',
    balance: 'GET /miners/{id}/balance',
    moneyVersion: 'GET /miners/{id}/money-version',
    earnedAllTime: 'GET /miners/{id}/earned-all-time',
    payments: 'GET /miners/{id}/payments',
    dailyEarnings: 'GET /miners/{id}/daily-earnings',
    paymentsExport: 'GET /miners/{id}/payments/export',
  },
] as const;

const earnedFromMiner = [
  { kind: 'pool', operation: 'GET /pools/{id}/earned-from-miner/{miner_id}' },
  { kind: 'operator', operation: 'GET /operators/{id}/earned-from-miner/{miner_id}' },
] as const;

/** Balances, earnings and payments of pools, operators and miner accounts (product §7). */
export const paymentsRoutes: ContextRoutes<{ service: PaymentsService }> = async (app, { service, context }) => {
  for (const { kind, ...operations } of accountKinds) {
    route(app, operations.balance, async (request) => service.balance(await context(request), kind, request.params.id));
    route(app, operations.moneyVersion, async (request) =>
      service.moneyVersion(await context(request), kind, request.params.id),
    );
    route(app, operations.earnedAllTime, async (request) =>
      service.earnedAllTime(await context(request), kind, request.params.id),
    );
    route(app, operations.payments, async (request) =>
      service.payments(await context(request), kind, request.params.id, request.query),
    );
    route(app, operations.dailyEarnings, async (request) =>
      service.dailyEarnings(await context(request), kind, request.params.id, request.query),
    );
    route(app, operations.paymentsExport, async (request, reply) =>
      sendExportFile(reply, await service.export(await context(request), kind, request.params.id, request.query)),
    );
    const fromMiner = earnedFromMiner.find((item) => item.kind === kind);
    if (fromMiner) {
      route(app, fromMiner.operation, async (request) =>
        service.earnedFromMiner(await context(request), fromMiner.kind, request.params.id, request.params.miner_id),
      );
    }
  }
};
