import type { ContextRoutes } from '../../http/route-schemas.js';
import { route } from '../../http/route.js';
import type { ReferralsService } from './referrals-service.js';
import type { SplitsService } from './splits-service.js';

/** Profit splits (GET/PUT/DELETE /miners/{donor}/profit-sharings…) and referrals (/miners/{id}/referrer-codes, /referrals). */
export const sharingRoutes: ContextRoutes<{ splits: SplitsService; referrals: ReferralsService }> = async (
  app,
  { splits, referrals, context },
) => {
  route(app, 'GET /miners/{donor}/profit-sharings', async (request) =>
    splits.list(await context(request), request.params.donor),
  );
  route(app, 'GET /miners/{donor}/profit-sharings/{recipient}', async (request) =>
    splits.list(await context(request), request.params.donor, request.params.recipient),
  );
  route(app, 'PUT /miners/{donor}/profit-sharings/{recipient}', async (request) =>
    splits.set(
      await context(request),
      request.params.donor,
      request.params.recipient,
      request.body.percent,
      request.body.code,
    ),
  );
  route(app, 'POST /miners/{donor}/profit-sharings/{recipient}/confirmation-codes', async (request, reply) => {
    const sent = await splits.sendCode(
      await context(request),
      request.params.donor,
      request.params.recipient,
      request.body.percent,
    );
    return reply.code(201).send(sent);
  });
  route(app, 'DELETE /miners/{donor}/profit-sharings/{recipient}', async (request) =>
    splits.stop(await context(request), request.params.donor, request.params.recipient),
  );

  route(app, 'GET /miners/{id}/referrer-codes', async (request) =>
    referrals.codes(await context(request), request.params.id),
  );
  route(app, 'GET /miners/{id}/referrals', async (request) =>
    referrals.referrals(await context(request), request.params.id, request.query),
  );
};
