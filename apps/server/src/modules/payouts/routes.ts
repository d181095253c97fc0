import type { ContextRoutes } from '../../http/route-schemas.js';
import { route } from '../../http/route.js';
import type { PayoutDeskService } from './desk-service.js';
import type { NextPayoutService } from './next-payout-service.js';
import type { PayoutsService } from './service.js';

/** The platform's payout desk of product §7: schedule and blockchain payout requests; a miner account's next payout. */
export const payoutsRoutes: ContextRoutes<{
  service: PayoutsService;
  nextPayout: NextPayoutService;
  desk: PayoutDeskService;
}> = async (app, { service, nextPayout, desk, context }) => {
  route(app, 'GET /miners/{id}/next-payout', async (request) =>
    nextPayout.nextPayout(await context(request), request.params.id),
  );

  route(app, 'GET /platform/payouts/schedule', async (request) =>
    service.schedule(await context(request), request.query),
  );

  route(app, 'PUT /platform/payouts/schedule/current', async (request) =>
    service.updateCurrent(await context(request), request.body),
  );

  route(app, 'DELETE /platform/payouts/schedule/current/fee-per-vbyte', async (request) =>
    service.updateCurrent(await context(request), { fee_per_vbyte: null }),
  );

  route(app, 'GET /platform/payouts/blockchain-requests', async (request) =>
    service.requests(await context(request), request.query),
  );

  route(app, 'POST /platform/payouts/blockchain-requests/{request_id}/resend', async (request) =>
    service.resend(await context(request), request.params.request_id),
  );

  route(app, 'POST /platform/payouts/blockchain-requests/{request_id}/reverse', async (request) =>
    service.reverse(await context(request), request.params.request_id),
  );

  route(app, 'GET /platform/payouts/blockchain-requests/{request_id}/payments', async (request) =>
    desk.requestPayments(await context(request), request.params.request_id, request.query),
  );

  route(app, 'GET /platform/payouts/wallet', async (request) => desk.wallet(await context(request)));

  route(app, 'GET /platform/payouts/next-run', async (request) => desk.nextRun(await context(request)));
};
