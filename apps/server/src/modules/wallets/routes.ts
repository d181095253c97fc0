import type { ContextRoutes } from '../../http/route-schemas.js';
import { route } from '../../http/route.js';
import type { WalletsService } from './service.js';

const limitKinds = [
  { kind: 'min', list: 'GET /wallets/{wallet_id}/min-payments', set: 'POST /wallets/{wallet_id}/min-payments' },
  { kind: 'max', list: 'GET /wallets/{wallet_id}/max-payments', set: 'POST /wallets/{wallet_id}/max-payments' },
] as const;

/** GET /miners/{id} with its wallets, and the wallet calls of product §7. */
export const walletsRoutes: ContextRoutes<{ service: WalletsService }> = async (app, { service, context }) => {
  route(app, 'GET /miners/{id}', async (request) => service.minerDetail(await context(request), request.params.id));

  route(app, 'GET /wallets/{wallet_id}/addresses', async (request) =>
    service.addresses(await context(request), request.params.wallet_id, request.query),
  );

  route(app, 'POST /wallets/{wallet_id}/addresses', async (request, reply) => {
    const { wallet, added } = await service.addAddress(
      await context(request),
      request.params.wallet_id,
      request.body.address,
      request.body.code,
    );
    return reply.status(added ? 201 : 200).send(wallet);
  });

  route(app, 'POST /wallets/{wallet_id}/confirmation-codes', async (request, reply) => {
    const sent = await service.sendChangeCode(await context(request), request.params.wallet_id, request.body);
    return reply.status(201).send(sent);
  });

  for (const { kind, list, set } of limitKinds) {
    route(app, list, async (request) =>
      service.limits(await context(request), request.params.wallet_id, kind, request.query),
    );

    route(app, set, async (request, reply) => {
      const wallet = await service.setLimit(
        await context(request),
        request.params.wallet_id,
        kind,
        request.body.amount,
        request.body.code,
      );
      return reply.status(201).send(wallet);
    });
  }
};
